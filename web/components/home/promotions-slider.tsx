"use client";

import Image from "next/image";
import { useState } from "react";
import { preload } from "react-dom";
import Link from "@/components/link";
import type { ImgAttrs } from "@/lib/view/image-attrs";
import type { RasterSources } from "@/lib/view/raster-sources";
import { SLIDE_SIZES } from "./slide-sizes";

type Slide = {
  title: string;
  text: string;
  image: string | null;
  /** The picture's WebP copies when it is a drawn demo picture (worked out on the server). */
  raster: RasterSources | null;
  href: string;
};
type Props = {
  slides: Slide[];
  /** The plain hero when there are no offers; its picture's attributes are worked out on the server. */
  fallback: { title: string; text: string; image: ImgAttrs | null };
  ctaHref: string;
  ctaLabel: string;
};

/**
 * §2 promotions slider: a 1920 by 540 banner of the dealer's offers, or, when none, a hero with
 * the site's banner picture (issue 21 §1) beside its name.
 */
export function PromotionsSlider({ slides, fallback, ctaHref, ctaLabel }: Props) {
  const [index, setIndex] = useState(0);
  const slide = slides[index];
  const go = (step: number) => setIndex((i) => (i + step + slides.length) % slides.length);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Promotions"
      className="bg-brand text-white"
      data-testid="promotions-slider"
    >
      <div className="mx-auto max-w-[1920px] overflow-hidden lg:aspect-[1920/540] lg:max-h-[540px]">
        <div className="mx-auto flex h-full max-w-7xl flex-col gap-6 px-4 py-8 md:flex-row md:items-center lg:py-6">
          <div className="min-w-0 flex-1">
            <div aria-live="polite" aria-atomic="true">
              {slide ? (
                <p className="text-xs font-bold uppercase tracking-widest text-white">
                  Special offer
                </p>
              ) : null}
              <h1 className="mt-1 max-w-3xl text-3xl font-extrabold leading-tight md:text-4xl">
                {slide?.title ?? fallback.title}
              </h1>
              <p className="mt-3 max-w-2xl text-lg text-white">{slide?.text ?? fallback.text}</p>
            </div>
            <div className="mt-5 flex flex-wrap gap-3">
              <Link href={ctaHref} className="rounded-md bg-white px-5 py-3 font-bold text-brand">
                {ctaLabel}
              </Link>
              {slide ? (
                <Link
                  href={slide.href}
                  className="rounded-md border-2 border-white px-5 py-3 font-bold"
                >
                  View offer<span className="sr-only">: {slide.title}</span>
                </Link>
              ) : null}
            </div>
            {slides.length > 1 ? (
              <div className="mt-5 flex items-center gap-3">
                <button
                  type="button"
                  onClick={() => go(-1)}
                  className="h-9 w-9 rounded-full bg-white/20 text-lg hover:bg-white/30"
                  aria-label="Previous promotion"
                >
                  ‹
                </button>
                <ul className="flex gap-1">
                  {slides.map((s, i) => (
                    <li key={s.title}>
                      <button
                        type="button"
                        onClick={() => setIndex(i)}
                        aria-label={`Show promotion ${i + 1}: ${s.title}`}
                        aria-current={i === index ? "true" : undefined}
                        className="flex h-6 min-w-6 items-center justify-center"
                      >
                        <span
                          className={`block h-2.5 rounded-full ${i === index ? "w-6 bg-white" : "w-2.5 bg-white/50"}`}
                        />
                      </button>
                    </li>
                  ))}
                </ul>
                <button
                  type="button"
                  onClick={() => go(1)}
                  className="h-9 w-9 rounded-full bg-white/20 text-lg hover:bg-white/30"
                  aria-label="Next promotion"
                >
                  ›
                </button>
              </div>
            ) : null}
          </div>
          {slide?.image ? (
            <div className="md:w-[40%] lg:w-[34%]">
              <SlideImage src={slide.image} raster={slide.raster} alt={slide.title} />
            </div>
          ) : !slide && fallback.image ? (
            <div className="md:w-1/2 lg:w-[46%]">
              {/* biome-ignore lint/performance/noImgElement: next/image's attributes, worked out on the server (lib/view/image-attrs) */}
              <img
                {...fallback.image}
                alt=""
                className="aspect-video h-auto w-full rounded-xl object-cover shadow-2xl ring-1 ring-white/20"
                data-testid="hero-image"
              />
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}

const SLIDE_CLASS = "h-auto w-full rounded-xl shadow-2xl ring-1 ring-white/20";

/**
 * An offer's picture: the first screen's largest image (Lighthouse's LCP element on the home
 * page), preloaded in the head and fetched ahead of the scripts. A drawn demo picture is served
 * from its WebP copies; any other goes through the image optimiser.
 */
function SlideImage({
  src,
  raster,
  alt,
}: {
  src: string;
  raster: RasterSources | null;
  alt: string;
}) {
  if (!raster) {
    return (
      <Image
        src={src}
        alt={alt}
        width={600}
        height={400}
        sizes={SLIDE_SIZES}
        quality={75}
        preload
        fetchPriority="high"
        className={SLIDE_CLASS}
      />
    );
  }
  preload(raster.src, {
    as: "image",
    imageSrcSet: raster.srcSet,
    imageSizes: SLIDE_SIZES,
    fetchPriority: "high",
  });
  return (
    // biome-ignore lint/performance/noImgElement: the WebP copies' srcset (lib/view/raster-sources), preloaded above.
    <img
      {...raster}
      alt={alt}
      width={600}
      height={400}
      fetchPriority="high"
      className={SLIDE_CLASS}
    />
  );
}
