import type { PhotoRecord } from "@forecourt/core";
import { describe, expect, it } from "vitest";
import { ingestCarPhotos, photoProgressLine } from "./ingest-car-photos";
import type { PhotoIngester } from "./ingest-photo";

const car = (...urls: string[]) => ({
  primary_image_url: null,
  images: urls.map((url) => ({ image: { url } })),
});

describe("issue 33 §2: the photos of imported cars are ingested once each", () => {
  it("asks for each distinct http(s) photo once, and counts those to follow", async () => {
    const asked: string[] = [];
    const photos: PhotoIngester = {
      async ingest(source) {
        asked.push(source);
        const failed = source.endsWith("bad.jpg");
        return (
          failed
            ? {
                state: "failed",
                key: "k",
                source,
                reason: "x",
                attempts: 1,
                retryAt: "2026-01-01T00:00:00Z",
              }
            : {
                state: "stored",
                key: "k",
                source,
                width: 1,
                height: 1,
                widths: [160],
                avif: [],
                placeholder: "",
              }
        ) satisfies PhotoRecord;
      },
      record: async () => null,
    };
    const lines: string[] = [];
    const result = await ingestCarPhotos(
      photos,
      [
        car("https://cdn.example/a.jpg", "https://cdn.example/bad.jpg"),
        car("https://cdn.example/a.jpg", "/images/cars/Toyota/U1/suv-red-side.svg"),
      ],
      { fetches: 2, onProgress: (p) => lines.push(photoProgressLine(p)) },
    );
    expect(asked.sort()).toEqual(["https://cdn.example/a.jpg", "https://cdn.example/bad.jpg"]);
    expect(result).toEqual({ done: 2, total: 2, stored: 1, toFollow: 1 });
    expect(lines.at(-1)).toBe("photos 2/2: 1 stored, 1 to follow");
  });
});
