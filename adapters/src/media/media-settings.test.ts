import { describe, expect, it } from "vitest";
import { mediaSettings } from "./media-settings";

describe("issue 33 §2: FORECOURT_MEDIA_STORE and FORECOURT_PHOTO_THREADS", () => {
  it.each([
    [{}, "./data", { store: "files", threads: 1 }],
    [{}, ":memory:", { store: "database", threads: 1 }],
    [
      { FORECOURT_MEDIA_STORE: "database", FORECOURT_PHOTO_THREADS: "2" },
      "./data",
      { store: "database", threads: 2 },
    ],
    [
      { FORECOURT_MEDIA_STORE: " ", FORECOURT_PHOTO_THREADS: "" },
      "./data",
      { store: "files", threads: 1 },
    ],
  ])("%j in %s → %j", (env, dataDir, settings) => {
    expect(mediaSettings(env, dataDir)).toEqual(settings);
  });

  it.each([
    [{ FORECOURT_MEDIA_STORE: "s3" }, "FORECOURT_MEDIA_STORE must be files or database"],
    [
      { FORECOURT_PHOTO_THREADS: "0" },
      "FORECOURT_PHOTO_THREADS must be a whole number (1 or more)",
    ],
    [
      { FORECOURT_PHOTO_THREADS: "two" },
      "FORECOURT_PHOTO_THREADS must be a whole number (1 or more)",
    ],
  ])("%j is refused, naming the variable", (env, message) => {
    expect(() => mediaSettings(env, "./data")).toThrow(message);
  });
});
