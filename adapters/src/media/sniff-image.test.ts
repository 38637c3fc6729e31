import { describe, expect, it } from "vitest";
import { sniffImage } from "./sniff-image";

const bytes = (...parts: Array<string | number[]>) =>
  Uint8Array.from(
    parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)),
  );
const ftyp = (major: string, ...compatible: string[]) =>
  bytes([0, 0, 0, 16 + 4 * compatible.length], "ftyp", major, [0, 0, 0, 0], ...compatible);

describe("issue 33 §2: a photo's type is read from its bytes", () => {
  it.each([
    ["JPEG", bytes([0xff, 0xd8, 0xff, 0xe1]), "jpeg"],
    ["PNG", bytes([0x89], "PNG", [13, 10, 26, 10]), "png"],
    ["WebP", bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 "), "webp"],
    ["AVIF", ftyp("avif", "mif1", "miaf"), "avif"],
    ["AVIF named by a compatible brand", ftyp("mif1", "avif"), "avif"],
    ["HEIC", ftyp("heic", "mif1"), "heic"],
  ] as const)("%s", (_name, file, type) => {
    expect(sniffImage(file)).toEqual({ ok: true, type });
  });

  it.each([
    ["an HTML page named .jpg", bytes("<!doctype html><title>x</title>")],
    ["a GIF", bytes("GIF89a", [1, 0, 1, 0])],
    ["an SVG", bytes("<svg xmlns='http://www.w3.org/2000/svg'/>")],
    ["an MP4", ftyp("isom", "mp41")],
    ["nothing", bytes()],
    ["a cut-off JPEG marker", bytes([0xff, 0xd8])],
  ])("refuses %s", (_name, file) => {
    expect(sniffImage(file)).toEqual({
      ok: false,
      reason: "not a JPEG, PNG, WebP, AVIF or HEIC image",
    });
  });
});
