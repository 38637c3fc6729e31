/**
 * Issue 33 §2: a dealer's photos and their resized copies, when the media store is the store's
 * own database (FORECOURT_MEDIA_STORE=database): one row per object, bytes as bytea. Each
 * statement stays on one line: the migrator splits on a semicolon ending a line.
 */
export const sql = /* sql */ `
CREATE TABLE media_objects (key text PRIMARY KEY, content_type text NOT NULL, bytes bytea NOT NULL, stored_at timestamptz NOT NULL DEFAULT now());
`;
