import type { PhotoSource } from "@forecourt/core";
import type { ImgAttrs } from "./image-attrs";

/** A stored photo's `<img>` attributes, and its AVIF `srcset` for a `<source>` when it has one. */
export type StoredPhotoAttrs = ImgAttrs & { avifSrcSet?: string };

/**
 * Issue 33 §2: a dealer's stored photo as an `<img>` filling its frame: the WebP copies at the
 * slot's widths with its `sizes`, loaded lazily, with the blurred placeholder as the frame's
 * background until it arrives.
 */
export function storedPhotoAttrs(
  source: Extract<PhotoSource, { kind: "stored" }>,
): StoredPhotoAttrs {
  return {
    src: source.src,
    srcSet: source.srcSet,
    sizes: source.sizes,
    loading: "lazy",
    decoding: "async",
    style: {
      position: "absolute",
      inset: 0,
      width: "100%",
      height: "100%",
      backgroundImage: `url("${source.placeholder}")`,
      backgroundSize: "cover",
      backgroundPosition: "center",
    },
    ...(source.avifSrcSet ? { avifSrcSet: source.avifSrcSet } : {}),
  };
}
