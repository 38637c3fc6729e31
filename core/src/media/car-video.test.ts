import { describe, expect, it } from "vitest";
import { carVideo } from "./car-video";

describe("§2 the video slide: embedded video or video file", () => {
  it.each([
    [
      "a file on the site",
      { video_url: "/images/video/demo-drive.mp4" },
      { kind: "file", url: "/images/video/demo-drive.mp4" },
    ],
    [
      "a file on a CDN",
      { video_url: "https://cdn.dealer.com.au/a.mp4" },
      { kind: "file", url: "https://cdn.dealer.com.au/a.mp4" },
    ],
    [
      "the file wins over an embed",
      { video_url: "/v.mp4", external_video_url: "https://www.youtube.com/embed/x" },
      { kind: "file", url: "/v.mp4" },
    ],
    [
      "an https embed when there is no file",
      { video_url: null, external_video_url: "https://www.youtube.com/embed/x" },
      { kind: "embed", url: "https://www.youtube.com/embed/x" },
    ],
    ["an http embed is not shown", { external_video_url: "http://www.youtube.com/embed/x" }, null],
    ["text that is not a URL", { video_url: "video coming", external_video_url: "n/a" }, null],
    ["a protocol-relative file is not trusted", { video_url: "//evil.example/a.mp4" }, null],
    ["a javascript: address", { external_video_url: "javascript:alert(1)" }, null],
    ["a host without a dot", { external_video_url: "https://localhost/embed" }, null],
    ["nothing", {}, null],
  ] as const)("%s", (_name, car, video) => {
    expect(carVideo(car)).toEqual(video);
  });
});
