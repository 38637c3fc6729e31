import {
  FULL_SCREEN_PHOTO_SLOT,
  GALLERY_PHOTO_SLOT,
  imageLoadsWithPriority,
  type PhotoRecord,
  type PhotoSlot,
  photoSource,
  THUMBNAIL_PHOTO_SLOT,
} from "@forecourt/core";
import { preload } from "react-dom";
import { type ImgAttrs, imgAttrs } from "./image-attrs";
import { storedPhotoAttrs } from "./stored-photo";

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

/**
 * The gallery's photos: a dealer's stored photo at its stored copies (issue 33 §2), any other
 * picture through the optimiser; a photo that could not be fetched yet is left out.
 */
export function galleryPhotos(
  images: readonly string[],
  records: ReadonlyMap<string, PhotoRecord> = new Map(),
): GalleryPhoto[] {
  const shown = images.filter((src) => records.get(src)?.state !== "failed");
  return shown.map((src, index) => {
    const priority = imageLoadsWithPriority(index);
    const record = records.get(src);
    if (record?.state === "stored") return storedGalleryPhoto(src, record, priority);
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

/** A stored photo at a slot's copies (WebP: the gallery's frames take one `<img>` each). */
function storedAt(src: string, record: PhotoRecord, slot: PhotoSlot): ImgAttrs {
  const source = photoSource(src, record, slot);
  if (source.kind !== "stored") return imgAttrs({ src, fill: true, sizes: slot.sizes });
  const { avifSrcSet: _avif, ...attrs } = storedPhotoAttrs(source);
  return attrs;
}

function storedGalleryPhoto(src: string, record: PhotoRecord, priority: boolean): GalleryPhoto {
  const slide = storedAt(src, record, GALLERY_PHOTO_SLOT);
  return {
    src,
    priority,
    slide: priority ? { ...slide, loading: "eager", fetchPriority: "high" } : slide,
    fullScreen: storedAt(src, record, FULL_SCREEN_PHOTO_SLOT),
    thumbnail: storedAt(src, record, THUMBNAIL_PHOTO_SLOT),
  };
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
