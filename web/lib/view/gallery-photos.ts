import { imageLoadsWithPriority } from "@forecourt/core";
import { preload } from "react-dom";
import { type ImgAttrs, imgAttrs } from "./image-attrs";

/** One gallery photo at the three sizes the gallery shows it. */
export type GalleryPhoto = {
  /** The original address: the photo's key. */
  src: string;
  /** §4: the first 2 load with priority (core's imageLoadsWithPriority). */
  priority: boolean;
  /** In the page (§9: quality 75); fetched at high priority when `priority`. */
  slide: ImgAttrs;
  /** In the full-screen viewer (§9: quality 90). */
  fullScreen: ImgAttrs;
  /** In the thumbnail strip, 96 px wide. */
  thumbnail: ImgAttrs;
};

export function galleryPhotos(images: readonly string[]): GalleryPhoto[] {
  return images.map((src, index) => {
    const priority = imageLoadsWithPriority(index);
    return {
      src,
      priority,
      slide: imgAttrs({
        src,
        fill: true,
        sizes: "(min-width: 1024px) 60vw, 100vw",
        quality: 75,
        // What next/image's `priority` does, minus the preload the page adds itself.
        ...(priority ? { loading: "eager", fetchPriority: "high" } : {}),
      }),
      fullScreen: imgAttrs({ src, fill: true, sizes: "100vw", quality: 90 }),
      thumbnail: imgAttrs({ src, fill: true, sizes: "96px", quality: 75 }),
    };
  });
}

/**
 * Asks the browser, from the page's head, for the photos that load with priority
 * (§4: the first 2) before it has laid the gallery out: the first is the page's
 * largest paint.
 */
export function preloadPriorityPhotos(photos: readonly GalleryPhoto[]): void {
  for (const { priority, slide } of photos) {
    if (!priority) continue;
    preload(slide.src, {
      as: "image",
      imageSrcSet: slide.srcSet,
      imageSizes: slide.sizes,
      fetchPriority: "high",
    });
  }
}
