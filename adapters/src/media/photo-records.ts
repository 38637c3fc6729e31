import {
  isPhotoKey,
  type MediaStore,
  PHOTO_RECORD,
  type PhotoRecord,
  photoObjectKey,
  RASTER_WIDTHS,
} from "@forecourt/core";
import { z } from "zod";

const Width = z.union(RASTER_WIDTHS.map((w) => z.literal(w)));
const Key = z.string().refine(isPhotoKey, "not a photo key");

/** A stored record, checked when read back: the store is outside this process. */
const StoredPhotoRecord = z.discriminatedUnion("state", [
  z.object({
    state: z.literal("stored"),
    key: Key,
    source: z.string(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    widths: z.array(Width).min(1),
    avif: z.array(z.object({ width: Width, quality: z.union([z.literal(75), z.literal(90)]) })),
    placeholder: z.string().startsWith("data:image/webp;base64,"),
  }),
  z.object({
    state: z.literal("failed"),
    key: Key,
    source: z.string(),
    reason: z.string(),
    staffReason: z.string().optional(),
    attempts: z.number().int().positive(),
    retryAt: z.iso.datetime({ offset: true }),
  }),
]);

/** Issue 33 §2: what is known of the photo under `key`, or null when nothing (or nothing valid) is. */
export async function readPhotoRecord(media: MediaStore, key: string): Promise<PhotoRecord | null> {
  const object = await media.get(photoObjectKey(key, PHOTO_RECORD));
  if (!object) return null;
  try {
    const parsed = StoredPhotoRecord.safeParse(JSON.parse(new TextDecoder().decode(object.bytes)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Stores a photo's record (last, once its copies are stored: a record means they are there). */
export async function writePhotoRecord(media: MediaStore, record: PhotoRecord): Promise<void> {
  await media.put(photoObjectKey(record.key, PHOTO_RECORD), {
    contentType: "application/json",
    bytes: new TextEncoder().encode(JSON.stringify(record)),
  });
}
