"use client";

import type { CarVideo } from "@forecourt/core/media/car-video";
import Image from "next/image";
import { useCallback, useEffect, useRef, useState } from "react";

type Props = {
  images: string[];
  title: string;
  /** §4 Gallery: whether the thumbnail strip shows (core rule, decided on the server). */
  thumbnails: boolean;
  /** How many leading images load with priority (§4: the first 2). */
  priorityCount: number;
  /** §2 the video slide after the photos: a video file or an embedded player. */
  video: CarVideo | null;
};

/** §2 image gallery with thumbnails and a full-screen viewer (left and right arrow keys navigate). */
export function Gallery({ images, title, thumbnails, priorityCount, video }: Props) {
  const [index, setIndex] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const count = images.length + (video ? 1 : 0);
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

  if (images.length === 0) {
    return (
      <div
        className="flex aspect-[3/2] items-center justify-center rounded-lg bg-gray-100 text-gray-700"
        data-testid="gallery"
      >
        Photos coming soon
      </div>
    );
  }

  const isVideo = video !== null && index === images.length;
  const slide = (large: boolean) =>
    isVideo && video ? (
      <VideoSlide video={video} title={title} />
    ) : (
      <Image
        src={images[index] ?? ""}
        alt={`${title} — photo ${index + 1} of ${images.length}`}
        fill
        sizes={large ? "100vw" : "(min-width: 1024px) 60vw, 100vw"}
        quality={large ? 90 : 75}
        priority={index < priorityCount}
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
        {index === 0 && images[1] && priorityCount > 1 ? (
          <Image
            src={images[1]}
            alt=""
            fill
            sizes="(min-width: 1024px) 60vw, 100vw"
            quality={75}
            priority
            className="invisible"
          />
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
          <span className="rounded bg-black/70 px-2 py-0.5 text-xs text-white">
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
        <ul className="mt-2 flex gap-2 overflow-x-auto pb-1" aria-label="Thumbnails">
          {images.map((src, i) => (
            <li key={src} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show photo ${i + 1}`}
                aria-current={i === index}
                className={`relative block h-16 w-24 overflow-hidden rounded border-2 ${i === index ? "border-brand" : "border-transparent"}`}
              >
                <Image src={src} alt="" fill sizes="96px" quality={75} className="object-cover" />
              </button>
            </li>
          ))}
          {video ? (
            <li className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(images.length)}
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
