import { defaultSiteConfig } from "@forecourt/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountStoreContract } from "./account.contract";
import { auditRepositoryContract } from "./audit-repository.contract";
import { createStore, type Store, storeOn } from "./create-store";
import { StoreUnavailableError } from "./errors";
import { idempotentResponsesContract } from "./idempotent-responses.contract";
import { insightsContract } from "./insights.contract";
import { reservationContract } from "./reservation.contract";
import { savedSearchContract } from "./saved-search.contract";
import { stockConsoleContract } from "./stock-console.contract";
import { storeContract } from "./store.contract";
import { postgresTestDatabase, type TestDatabase, testDatabaseUrl } from "./test-databases";

const url = testDatabaseUrl();
if (!url) {
  console.warn(
    "postgres-store.int.test: TEST_DATABASE_URL / DATABASE_URL unset — the PostgreSQL store suite did not run",
  );
}

describe.runIf(url)("PostgreSQL", () => {
  storeContract("PostgreSQL", () => postgresTestDatabase(url as string));
  accountStoreContract("PostgreSQL", () => postgresTestDatabase(url as string));
  reservationContract("PostgreSQL", () => postgresTestDatabase(url as string));
  auditRepositoryContract("PostgreSQL", () => postgresTestDatabase(url as string));
  savedSearchContract("PostgreSQL", () => postgresTestDatabase(url as string));
  stockConsoleContract("PostgreSQL", () => postgresTestDatabase(url as string));
  insightsContract("PostgreSQL", () => postgresTestDatabase(url as string));
  idempotentResponsesContract("PostgreSQL", () => postgresTestDatabase(url as string));

  describe("PostgreSQL store: the database unavailable at submit", () => {
    let db: TestDatabase;
    let store: Store;
    const now = new Date("2026-03-01T00:00:00Z");
    beforeAll(async () => {
      db = await postgresTestDatabase(url as string);
      store = await storeOn(db.connection);
      await store.sites.save(defaultSiteConfig("dropped"));
    });
    afterAll(() => db.dispose());

    it("no server listening: createStore fails with StoreUnavailableError", async () => {
      const dead = new URL(url as string);
      dead.port = "1"; // nothing listens on port 1
      await expect(createStore({ databaseUrl: dead.toString() })).rejects.toBeInstanceOf(
        StoreUnavailableError,
      );
    });

    it("the connection dies between the lead and its outbox row: StoreUnavailableError and no partial rows", async () => {
      // The server ends this very session mid-transaction, as a crash or failover would.
      await db.exec(`CREATE FUNCTION drop_my_connection() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN PERFORM pg_terminate_backend(pg_backend_pid()); RETURN NEW; END $$`);
      await db.exec(
        "CREATE TRIGGER drop_my_connection BEFORE INSERT ON lead_outbox FOR EACH ROW EXECUTE FUNCTION drop_my_connection()",
      );
      const submit = store.leads.create(
        { site: "dropped", kind: "general", payload: { name: "Jo" }, idempotencyKey: "k" },
        now,
      );
      await expect(submit).rejects.toBeInstanceOf(StoreUnavailableError);
      await db.exec("DROP TRIGGER drop_my_connection ON lead_outbox");
      expect(await store.leads.list("dropped")).toEqual([]);
      expect(await store.leads.outbox("dropped")).toEqual([]);
      // The pool reconnects and the retried submit stores the lead once.
      expect(
        (
          await store.leads.create(
            { site: "dropped", kind: "general", payload: { name: "Jo" }, idempotencyKey: "k" },
            now,
          )
        ).created,
      ).toBe(true);
      expect(await store.leads.list("dropped")).toHaveLength(1);
    });
  });
});
