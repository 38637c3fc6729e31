import { sql as init } from "./0001_init";
import { sql as reservationLeads } from "./0002_reservation_leads";

/** Every migration in order; the migrator applies the ones a database has not seen. */
export const migrations: ReadonlyArray<{ id: string; sql: string }> = [
  { id: "0001_init", sql: init },
  { id: "0002_reservation_leads", sql: reservationLeads },
];
