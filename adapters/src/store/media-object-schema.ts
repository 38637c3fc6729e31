import { customType, pgTable, text } from "drizzle-orm/pg-core";
import { ts } from "./columns";

/** PostgreSQL's bytea, as drizzle has no built-in column for it. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/**
 * Issue 33 §2: a dealer's photos and their copies when the media store is the store's own
 * database (FORECOURT_MEDIA_STORE=database; migration 0023). Not a site's table: a key is the
 * hash of a photo's address, and the same photo may serve several sites.
 */
export const mediaObjects = pgTable("media_objects", {
  key: text("key").primaryKey(),
  contentType: text("content_type").notNull(),
  bytes: bytea("bytes").notNull(),
  storedAt: ts("stored_at").notNull().defaultNow(),
});
