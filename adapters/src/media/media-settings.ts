import { join } from "node:path";
import type { MediaStore } from "@forecourt/core";
import { z } from "zod";
import { createFilesystemMediaStore } from "./filesystem-media-store";

/** Where photos are kept and how many are resized at once (README "Dealer photos"). */
export type MediaSettings = {
  /** FORECOURT_MEDIA_STORE: `files` under `<data dir>/media/` (default) or `database`. */
  store: "files" | "database";
  /** FORECOURT_PHOTO_THREADS: photos cleaned and resized at once (default 1). */
  threads: number;
};

const MediaEnv = z.object({
  FORECOURT_MEDIA_STORE: z
    .enum(["files", "database"], { error: "must be files or database" })
    .optional(),
  FORECOURT_PHOTO_THREADS: z
    .string()
    .trim()
    .regex(/^[1-9]\d*$/, "must be a whole number (1 or more)")
    .transform(Number)
    .optional(),
});

/**
 * The media settings from the environment; a bad value throws one error naming the variable.
 * In-memory data (`:memory:`) keeps photos in the database, as it keeps everything else.
 */
export function mediaSettings(
  env: Record<string, string | undefined>,
  dataDir: string,
): MediaSettings {
  const set = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ""),
  );
  const parsed = MediaEnv.safeParse(set);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${String(issue?.path[0])} ${issue?.message ?? "is not valid"}`);
  }
  return {
    store: parsed.data.FORECOURT_MEDIA_STORE ?? (dataDir === ":memory:" ? "database" : "files"),
    threads: parsed.data.FORECOURT_PHOTO_THREADS ?? 1,
  };
}

/** The media store the settings name: the store's database, or files under the data folder. */
export function chooseMediaStore(
  settings: MediaSettings,
  dataDir: string,
  database: MediaStore,
): MediaStore {
  return settings.store === "database"
    ? database
    : createFilesystemMediaStore(join(dataDir, "media"));
}
