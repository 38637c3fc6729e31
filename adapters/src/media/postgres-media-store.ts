import type { MediaStore } from "@forecourt/core";
import { sql } from "drizzle-orm";
import type { StoreDb } from "../store/connection";
import { rowsOf } from "../store/migrate";
import { assertMediaKey } from "./media-key";

type Row = { content_type: string; bytes: Uint8Array };

/**
 * Issue 33 §2, the media store for many instances: one `media_objects` row per object in the
 * store's own database (PostgreSQL, or embedded PGlite), `bytea` bytes (migration 0023). One
 * upsert per put, so a reader sees the old row or the new one.
 */
export function createPostgresMediaStore(db: StoreDb): MediaStore {
  return {
    async put(key, object) {
      assertMediaKey(key, object.contentType);
      const bytes = Buffer.from(
        object.bytes.buffer,
        object.bytes.byteOffset,
        object.bytes.byteLength,
      );
      await db.execute(
        sql`INSERT INTO media_objects (key, content_type, bytes) VALUES (${key}, ${object.contentType}, ${bytes}) ON CONFLICT (key) DO UPDATE SET content_type = excluded.content_type, bytes = excluded.bytes, stored_at = now()`,
      );
    },
    async get(key) {
      assertMediaKey(key);
      const result = await db.execute(
        sql`SELECT content_type, bytes FROM media_objects WHERE key = ${key}`,
      );
      const row = rowsOf<Row>(result)[0];
      if (!row) return null;
      const b = row.bytes;
      return {
        contentType: row.content_type,
        bytes: new Uint8Array(b.buffer, b.byteOffset, b.byteLength),
      };
    },
    async has(key) {
      assertMediaKey(key);
      const result = await db.execute(sql`SELECT 1 FROM media_objects WHERE key = ${key}`);
      return rowsOf(result).length > 0;
    },
  };
}
