import {
  DEFAULT_SIGN_IN_CODE_LIMITS as LIMITS,
  takeCodeCheck,
  takeCodeSend,
} from "@forecourt/core/security/sign-in-throttle";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StoreDb } from "./connection";
import { migrate } from "./migrate";
import { signInThrottles } from "./schema";
import { drizzleSignInThrottleRepository } from "./sign-in-throttle-repository";
import {
  pgliteTestDatabase,
  postgresTestDatabase,
  type TestDatabase,
  testDatabaseUrl,
} from "./test-databases";

const T0 = Date.UTC(2026, 11, 7, 9, 0, 0);

const DATABASES: Array<[string, () => Promise<TestDatabase>]> = [
  ["PGlite", pgliteTestDatabase],
  ["PostgreSQL", () => postgresTestDatabase(testDatabaseUrl() as string)],
];

describe.each(DATABASES)(
  "drizzleSignInThrottleRepository on %s: one state per destination",
  (_name, open) => {
    let db: StoreDb;
    let database: TestDatabase;
    beforeAll(async () => {
      database = await open();
      await migrate(database.connection.db);
      db = database.connection.db;
    }, 120_000);
    afterAll(() => database.dispose());

    it("four sends at once through two instances send one code", async () => {
      const a = drizzleSignInThrottleRepository(db, () => T0);
      const b = drizzleSignInThrottleRepository(db, () => T0);
      const send = (repo: typeof a) =>
        repo.update("shopper:alpha:0412345678", (s) => takeCodeSend(s, T0, LIMITS));
      const answers = await Promise.all([send(a), send(b), send(a), send(b)]);
      expect(answers.filter((x) => x.ok)).toHaveLength(1);
      expect(answers.filter((x) => !x.ok).map((x) => !x.ok && x.retryAfterMs)).toEqual([
        60_000, 60_000, 60_000,
      ]);
    });

    it("racing checks count every one: the fifth locks, the sixth is refused", async () => {
      const repo = drizzleSignInThrottleRepository(db, () => T0);
      const check = () =>
        repo.update("staff:alpha:jo@x.example", (s) => takeCodeCheck(s, T0, LIMITS));
      const answers = await Promise.all(Array.from({ length: 6 }, check));
      expect(answers.filter((x) => x.ok)).toHaveLength(5);
    });

    it("a row whose day has passed is pruned at the next change", async () => {
      const repo = drizzleSignInThrottleRepository(db, () => T0 + 3 * 24 * 60 * 60_000);
      await repo.update("shopper:alpha:0499999999", (s) => takeCodeSend(s, T0, LIMITS));
      const keys = (await db.select({ key: signInThrottles.key }).from(signInThrottles)).map(
        (r) => r.key,
      );
      expect(keys).toEqual(["shopper:alpha:0499999999"]);
    });
  },
);
