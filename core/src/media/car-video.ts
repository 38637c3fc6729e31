import type { Car } from "../schemas/car";

/** §2 the video slide: a video file played in the page, or an embedded external player. */
export type CarVideo = { kind: "file"; url: string } | { kind: "embed"; url: string };

const absolute = (text: string, protocols: readonly string[]): boolean => {
  try {
    const url = new URL(text);
    return protocols.includes(url.protocol) && url.hostname.includes(".");
  } catch {
    return false;
  }
};

/** A playable file address: a path on the site ("/images/…") or an http(s) URL. */
function fileUrl(value: string | null | undefined): string | null {
  const text = value?.trim() ?? "";
  if (text.startsWith("/") && !text.startsWith("//")) return text;
  return absolute(text, ["https:", "http:"]) ? text : null;
}

/** An embeddable player address: https only (an http frame is blocked on an https page). */
function embedUrl(value: string | null | undefined): string | null {
  const text = value?.trim() ?? "";
  return absolute(text, ["https:"]) ? text : null;
}

/**
 * §2 the car's video: its video file when video_url is a real address, else its external
 * player when external_video_url is a real https URL, else none. The file wins because it
 * plays in the page without a third-party player.
 */
export function carVideo(car: Pick<Car, "video_url" | "external_video_url">): CarVideo | null {
  const file = fileUrl(car.video_url);
  if (file) return { kind: "file", url: file };
  const embed = embedUrl(car.external_video_url);
  return embed ? { kind: "embed", url: embed } : null;
}
