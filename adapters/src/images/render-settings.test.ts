import { describe, expect, it } from "vitest";
import { pictureRenderSettings } from "./render-settings";

const MB = 1024 * 1024;

describe("picture render settings (README: FORECOURT_IMAGE_RENDER_THREADS, _QUEUE, _DISK_CACHE_MB)", () => {
  it("defaults: the cores less one (at least one), a queue of 32, 256 MB on disk", () => {
    expect(pictureRenderSettings({}, 8)).toEqual({ threads: 7, queue: 32, diskBytes: 256 * MB });
    expect(pictureRenderSettings({}, 1).threads).toBe(1);
    expect(pictureRenderSettings({ FORECOURT_IMAGE_RENDER_THREADS: " " }, 2).threads).toBe(1);
  });

  it("reads each setting", () => {
    expect(
      pictureRenderSettings(
        {
          FORECOURT_IMAGE_RENDER_THREADS: "3",
          FORECOURT_IMAGE_RENDER_QUEUE: "0",
          FORECOURT_IMAGE_DISK_CACHE_MB: "1.5",
        },
        8,
      ),
    ).toEqual({ threads: 3, queue: 0, diskBytes: 1.5 * MB });
  });

  it.each([
    ["FORECOURT_IMAGE_RENDER_THREADS", "0"],
    ["FORECOURT_IMAGE_RENDER_THREADS", "two"],
    ["FORECOURT_IMAGE_RENDER_QUEUE", "-1"],
    ["FORECOURT_IMAGE_DISK_CACHE_MB", "256MB"],
  ])("names a bad %s (%s)", (name, value) => {
    expect(() => pictureRenderSettings({ [name]: value }, 2)).toThrow(new RegExp(`^${name} must`));
  });
});
