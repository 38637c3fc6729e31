/**
 * Which cars changed, for running search indexes to apply incrementally (issue 20 §1):
 * one row per car ever written, holding the id of the last transaction that inserted,
 * updated or deleted it. Statement triggers on `cars` keep it, so every write path
 * (imports, the dealer console, reservations marking a car reserved) is seen. Readers
 * page through it by transaction id against their snapshot's xmin (stock-repository.ts).
 * Each statement stays on one line: the migrator splits on a semicolon ending a line.
 */
export const sql = /* sql */ `
CREATE TABLE stock_changes (site text NOT NULL, car_id text NOT NULL, xid bigint NOT NULL, PRIMARY KEY (site, car_id));
CREATE INDEX stock_changes_xid_idx ON stock_changes (xid);
CREATE FUNCTION record_stock_changes() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO stock_changes (site, car_id, xid) SELECT DISTINCT site, id, pg_current_xact_id()::text::bigint FROM changed_cars ON CONFLICT (site, car_id) DO UPDATE SET xid = excluded.xid; RETURN NULL; END $$;
CREATE TRIGGER cars_inserted_changes AFTER INSERT ON cars REFERENCING NEW TABLE AS changed_cars FOR EACH STATEMENT EXECUTE FUNCTION record_stock_changes();
CREATE TRIGGER cars_updated_changes AFTER UPDATE ON cars REFERENCING NEW TABLE AS changed_cars FOR EACH STATEMENT EXECUTE FUNCTION record_stock_changes();
CREATE TRIGGER cars_deleted_changes AFTER DELETE ON cars REFERENCING OLD TABLE AS changed_cars FOR EACH STATEMENT EXECUTE FUNCTION record_stock_changes();
INSERT INTO stock_changes (site, car_id, xid) SELECT site, id, 0 FROM cars;
`;
