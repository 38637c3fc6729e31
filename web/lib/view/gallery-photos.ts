import { preload } from "react-dom";
import { type ImgAttrs, imgAttrs } from "./image-attrs";

/** One gallery photo at the three sizes the gallery shows it. */
export type GalleryPhoto = {
  /** The original address: the photo's key. */
  src: string;
  /** In the page (§9: quality 75); the first `priorityCount` load with priority (§4). */
  slide: ImgAttrs;
  /** In the full-screen viewer (§9: quality 90). */
  fullScreen: ImgAttrs;
  /** In the thumbnail strip, 96 px wide. */
  thumbnail: ImgAttrs;
};

export function galleryPhotos(images: readonly string[], priorityCount: number): GalleryPhoto[] {
  return images.map((src, index) => ({
    src,
    slide: imgAttrs({
      src,
      fill: true,
      sizes: "(min-width: 1024px) 60vw, 100vw",
      quality: 75,
      // What next/image's `priority` does, minus the preload the page adds itself.
      ...(index < priorityCount ? { loading: "eager", fetchPriority: "high" } : {}),
    }),
    fullScreen: imgAttrs({ src, fill: true, sizes: "100vw", quality: 90 }),
    thumbnail: imgAttrs({ src, fill: true, sizes: "96px", quality: 75 }),
  }));
}

/**
 * Asks the browser, from the page's head, for the photos that load with priority
 * (§4: the first 2) before it has laid the gallery out: the first is the page's
 * largest paint.
 */
export function preloadPriorityPhotos(photos: readonly GalleryPhoto[]): void {
  for (const { slide } of photos) {
    if (slide.fetchPriority !== "high") continue;
    preload(slide.src, {
      as: "image",
      imageSrcSet: slide.srcSet,
      imageSizes: slide.sizes,
      fetchPriority: "high",
    });
  }
}
