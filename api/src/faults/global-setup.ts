import type { TestProject } from "vitest/node";
import { startPrivatePostgres } from "./private-postgres";

declare module "vitest" {
  export interface ProvidedContext {
    /** The fault suite's private PostgreSQL: its folder and port (privatePostgresAt). */
    faultsPostgres: { dataDir: string; port: number };
  }
}

/**
 * `npm run test:faults`: one private PostgreSQL for the whole suite (private-postgres.ts). Test
 * files reach it through TEST_DATABASE_URL, as the store's integration tests do, and may freeze
 * it (FORECOURT_FAULTS_MAY_FREEZE, api/src/frozen-database.int.test.ts): nobody else uses it.
 */
export default async function setup(project: TestProject) {
  const server = await startPrivatePostgres();
  process.env.TEST_DATABASE_URL = server.url;
  process.env.FORECOURT_FAULTS_MAY_FREEZE = "1";
  project.provide("faultsPostgres", {
    dataDir: server.dataDir,
    port: Number(new URL(server.url).port),
  });
  return () => server.destroy();
}
