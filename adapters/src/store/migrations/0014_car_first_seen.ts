/**
 * Issue 14 §3 leftover: the date the store first stored each car of a site, kept on later
 * updates and never taken from the feed; "new since your last visit" reads it for a car whose
 * feed gave no created_at. Cars stored before this migration count as first seen long ago
 * ('-infinity': never new, as before), which adds the column without rewriting the table or
 * waking the stock triggers. Inserts then set it themselves.
 * Each statement stays on one line: the migrator splits on a semicolon ending a line.
 */
export const sql = /* sql */ `
ALTER TABLE cars ADD COLUMN first_seen_at timestamptz NOT NULL DEFAULT '-infinity';
ALTER TABLE cars ALTER COLUMN first_seen_at DROP DEFAULT;
`;
