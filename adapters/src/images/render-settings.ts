import { z } from "zod";

/** How drawn pictures are rendered and kept (README "The demo pictures as WebP"). */
export type PictureRenderSettings = {
  /** Worker threads drawing WebP at once: FORECOURT_IMAGE_RENDER_THREADS. */
  threads: number;
  /** Renders that may wait for a thread before the server answers 503: FORECOURT_IMAGE_RENDER_QUEUE. */
  queue: number;
  /** Bytes the disk copies may fill, least recently used dropped first: FORECOURT_IMAGE_DISK_CACHE_MB. */
  diskBytes: number;
};

const wholeNumber = (least: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `must be a whole number (${least} or more)`)
    .transform(Number)
    .refine((n) => n >= least, `must be ${least} or more`);

const RenderEnv = z.object({
  FORECOURT_IMAGE_RENDER_THREADS: wholeNumber(1).optional(),
  FORECOURT_IMAGE_RENDER_QUEUE: wholeNumber(0).optional(),
  FORECOURT_IMAGE_DISK_CACHE_MB: z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, "must be a number of megabytes (0 or more)")
    .transform(Number)
    .optional(),
});

/**
 * The render settings from the environment: threads default to the cores less one (at least
 * one), the queue to 32, the disk cache to 256 MB. A bad value throws one error naming it.
 */
export function pictureRenderSettings(
  env: Record<string, string | undefined>,
  cores: number,
): PictureRenderSettings {
  const set = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ""),
  );
  const parsed = RenderEnv.safeParse(set);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${String(issue?.path[0])} ${issue?.message ?? "is not valid"}`);
  }
  const { data } = parsed;
  return {
    threads: data.FORECOURT_IMAGE_RENDER_THREADS ?? Math.max(1, cores - 1),
    queue: data.FORECOURT_IMAGE_RENDER_QUEUE ?? 32,
    diskBytes: Math.round((data.FORECOURT_IMAGE_DISK_CACHE_MB ?? 256) * 1024 * 1024),
  };
}
