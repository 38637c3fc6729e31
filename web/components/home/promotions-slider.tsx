"use client";

import Image from "next/image";
import Link from "next/link";
import { useState } from "react";

type Slide = { title: string; text: string; image: string | null; href: string };
type Props = {
  slides: Slide[];
  fallback: { title: string; text: string };
  ctaHref: string;
  ctaLabel: string;
};

/** §2 promotions slider (540 by 1920 artwork): the dealer's offers, or a plain hero when none. */
export function PromotionsSlider({ slides, fallback, ctaHref, ctaLabel }: Props) {
  const [index, setIndex] = useState(0);
  const slide = slides[index];
  const go = (step: number) => setIndex((i) => (i + step + slides.length) % slides.length);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Promotions"
      className="relative overflow-hidden bg-brand text-white"
    >
      {slide?.image ? (
        <Image
          src={slide.image}
          alt=""
          fill
          sizes="100vw"
          quality={75}
          priority
          className="object-cover opacity-35"
        />
      ) : null}
      <div className="relative mx-auto flex min-h-[18rem] max-w-7xl flex-col justify-center gap-4 px-4 py-12 md:min-h-[24rem]">
        <div aria-live="polite" aria-atomic="true">
          <h1 className="max-w-3xl text-3xl font-extrabold md:text-5xl">
            {slide?.title ?? fallback.title}
          </h1>
          <p className="mt-3 max-w-2xl text-lg">{slide?.text ?? fallback.text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link href={ctaHref} className="rounded bg-white px-5 py-3 font-bold text-brand">
            {ctaLabel}
          </Link>
          {slide ? (
            <Link href={slide.href} className="rounded border-2 border-white px-5 py-3 font-bold">
              View offer
            </Link>
          ) : null}
        </div>
        {slides.length > 1 ? (
          <div className="flex items-center gap-3">
            <button
              type="button"
              onClick={() => go(-1)}
              className="rounded-full bg-white/20 px-3 py-1 text-lg"
              aria-label="Previous promotion"
            >
              ‹
            </button>
            <span className="text-sm">
              {index + 1} of {slides.length}
            </span>
            <button
              type="button"
              onClick={() => go(1)}
              className="rounded-full bg-white/20 px-3 py-1 text-lg"
              aria-label="Next promotion"
            >
              ›
            </button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
