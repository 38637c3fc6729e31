"use client";

import type { CarVideo } from "@forecourt/core/media/car-video";
import { COMING_SOON_IMAGE } from "@forecourt/core/media/orbit-assets";
import { useCallback, useEffect, useRef, useState } from "react";
import type { GalleryPhoto } from "@/lib/view/gallery-photos";
import type { ImgAttrs } from "@/lib/view/image-attrs";

type Props = {
  /** The photos with their optimised sizes, worked out on the server (galleryPhotos). */
  photos: GalleryPhoto[];
  title: string;
  /** §4 Gallery: whether the thumbnail strip shows (core rule, decided on the server). */
  thumbnails: boolean;
  /** §2 the video slide after the photos: a video file or an embedded player. */
  video: CarVideo | null;
};

/** §2 image gallery with thumbnails and a full-screen viewer (left and right arrow keys navigate). */
export function Gallery({ photos, title, thumbnails, video }: Props) {
  const [index, setIndex] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const count = photos.length + (video ? 1 : 0);
  const go = useCallback((step: number) => setIndex((i) => (i + step + count) % count), [count]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (fullScreen && !dialog.open) dialog.showModal();
    if (!fullScreen && dialog.open) dialog.close();
  }, [fullScreen]);

  const onKey = (event: React.KeyboardEvent) => {
    if (event.key === "ArrowLeft") go(-1);
    if (event.key === "ArrowRight") go(1);
  };

  if (photos.length === 0) {
    return (
      <div className="aspect-[3/2] overflow-hidden rounded-lg bg-gray-100" data-testid="gallery">
        {/* biome-ignore lint/performance/noImgElement: a fixed /orbit/ file, preloaded by the page. */}
        <img
          src={COMING_SOON_IMAGE}
          alt="Photos coming soon"
          width={600}
          height={400}
          fetchPriority="high"
          className="h-full w-full object-contain"
        />
      </div>
    );
  }

  const isVideo = video !== null && index === photos.length;
  const slide = (large: boolean) =>
    isVideo && video ? (
      <VideoSlide video={video} title={title} />
    ) : (
      <Photo
        attrs={large ? photos[index]?.fullScreen : photos[index]?.slide}
        alt={`${title} — photo ${index + 1} of ${photos.length}`}
        className="object-contain"
      />
    );

  return (
    <section
      aria-roledescription="carousel"
      aria-label={`${title} photos`}
      onKeyDown={onKey}
      data-testid="gallery"
    >
      <div className="relative aspect-[3/2] overflow-hidden rounded-lg bg-gray-100">
        {/* One player at a time: the full-screen viewer takes the video over. */}
        {fullScreen && isVideo ? null : slide(false)}
        {/* The next photo is fetched with priority too so the second slide appears at once. */}
        {index === 0 && photos[1]?.priority ? (
          <Photo attrs={photos[1].slide} alt="" className="invisible" />
        ) : null}
        <div className="absolute inset-x-0 bottom-0 flex items-center justify-between p-2">
          <button
            type="button"
            onClick={() => go(-1)}
            aria-label="Previous photo"
            className="rounded-full bg-white/90 px-3 py-1 text-xl shadow"
          >
            ‹
          </button>
          {/* At the foot, not centred on the taller arrows: on a phone a centred counter sat
              over the photo's bottom eighth (the demo pictures' stock line). */}
          <span className="self-end rounded bg-black/70 px-2 py-0.5 text-xs text-white">
            {index + 1} / {count}
          </span>
          <button
            type="button"
            onClick={() => go(1)}
            aria-label="Next photo"
            className="rounded-full bg-white/90 px-3 py-1 text-xl shadow"
          >
            ›
          </button>
        </div>
        <button
          type="button"
          onClick={() => setFullScreen(true)}
          className="absolute right-2 top-2 rounded bg-white/90 px-3 py-1 text-sm font-semibold shadow"
        >
          Full screen
        </button>
      </div>
      {thumbnails ? (
        // Phones swipe with the arrows: the strip would push the title and price off the first screen.
        <ul className="mt-2 hidden gap-2 overflow-x-auto pb-1 md:flex" aria-label="Thumbnails">
          {photos.map(({ src, thumbnail }, i) => (
            <li key={src} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-current={i === index}
                className={`relative block h-16 w-24 overflow-hidden rounded border-2 ${i === index ? "border-brand" : "border-transparent"}`}
              >
                {/* Issue 15 §1: the thumbnail says what it shows; the button takes its name from it. */}
                <Photo
                  attrs={thumbnail}
                  alt={`Thumbnail ${i + 1} of ${photos.length}: ${title}`}
                  className="object-cover"
                />
              </button>
            </li>
          ))}
          {video ? (
            <li className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(photos.length)}
                className="h-16 w-24 rounded bg-gray-900 text-sm font-semibold text-white"
              >
                Video
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
      <dialog
        ref={dialogRef}
        onClose={() => setFullScreen(false)}
        onKeyDown={(event) => {
          // The dialog sits inside the gallery section: handle the key once.
          event.stopPropagation();
          onKey(event);
        }}
        aria-label={`${title} photos, full screen`}
        className="m-0 h-full max-h-none w-full max-w-none bg-black p-0 backdrop:bg-black"
      >
        <div className="relative h-full w-full">
          {fullScreen ? slide(true) : null}
          <button
            type="button"
            onClick={() => setFullScreen(false)}
            className="absolute right-3 top-3 rounded bg-white px-3 py-1 font-semibold"
          >
            Close
          </button>
          <button
            type="button"
            onClick={() => go(-1)}
            aria-label="Previous photo"
            className="absolute left-3 top-1/2 rounded-full bg-white px-4 py-2 text-2xl"
          >
            ‹
          </button>
          <button
            type="button"
            onClick={() => go(1)}
            aria-label="Next photo"
            className="absolute right-3 top-1/2 rounded-full bg-white px-4 py-2 text-2xl"
          >
            ›
          </button>
        </div>
      </dialog>
    </section>
  );
}

/** An optimised photo: the attributes next/image would have written, as a plain img. */
function Photo({ attrs, alt, className }: { attrs?: ImgAttrs; alt: string; className: string }) {
  if (!attrs) return null;
  // biome-ignore lint/performance/noImgElement: the attributes are next/image's own, from getImageProps on the server.
  return <img {...attrs} alt={alt} className={className} />;
}

/** The video slide: the file in the page's own player, or the external player in a frame. */
export function VideoSlide({ video, title }: { video: CarVideo; title: string }) {
  return video.kind === "file" ? (
    <video
      src={video.url}
      controls
      playsInline
      preload="metadata"
      aria-label={`${title} video`}
      data-testid="video-slide"
      className="h-full w-full bg-black object-contain"
    >
      <track kind="captions" />
    </video>
  ) : (
    <iframe
      src={video.url}
      title={`${title} video`}
      allow="encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
      loading="lazy"
      className="h-full w-full border-0 bg-black"
    />
  );
}
