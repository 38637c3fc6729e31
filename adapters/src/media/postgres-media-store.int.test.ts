import { describe } from "vitest";
import { migrate } from "../store/migrate";
import {
  pgliteTestDatabase,
  postgresTestDatabase,
  type TestDatabase,
  testDatabaseUrl,
} from "../store/test-databases";
import { mediaStoreContract } from "./media-store.contract";
import { createPostgresMediaStore } from "./postgres-media-store";

const DATABASES: Array<[string, () => Promise<TestDatabase>]> = [
  ["PGlite", pgliteTestDatabase],
  ["PostgreSQL", () => postgresTestDatabase(testDatabaseUrl() as string)],
];

describe.each(DATABASES)(
  "PostgresMediaStore on %s meets the MediaStore contract",
  (_name, open) => {
    mediaStoreContract(async () => {
      const database = await open();
      await migrate(database.connection.db);
      return {
        store: createPostgresMediaStore(database.connection.db),
        close: () => database.dispose(),
      };
    });
  },
);
