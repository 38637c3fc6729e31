/**
 * Issue 33: a feed run's photo counts: the pulled cars' photos stored, those that failed, and the
 * first 100 failures (address masked, staff's reason). Each statement stays on one line: the
 * migrator splits on a semicolon ending a line.
 */
export const sql = /* sql */ `
ALTER TABLE feed_runs ADD COLUMN photos_stored integer NOT NULL DEFAULT 0, ADD COLUMN photos_failed integer NOT NULL DEFAULT 0, ADD COLUMN photo_failures jsonb NOT NULL DEFAULT '[]';
`;
