"use client";

import { formatMoney, type Model, orderNowLink } from "@forecourt/core";
import { useRef, useState } from "react";
import { SanitisedHtml } from "@/components/sanitised-html";
import { ColourPicker } from "./colour-picker";
import {
  bodyStyleLabel,
  bodyStylesOf,
  showsBodySelector,
  VARIANT_ARROWS_FROM,
  VARIANT_FEATURES_SHOWN,
  VARIANT_SLIDER_ABOVE,
} from "./model-display";

/** §2 model page: variant tabs, colour picker, body-style selector, features, get a quote. */
export function ModelDetail({ model }: { model: Model }) {
  const variants = model.model_variants ?? [];
  const colours = model.colours ?? [];
  const [variantIndex, setVariantIndex] = useState(0);
  const [body, setBody] = useState<string | null>(null);
  const [allFeatures, setAllFeatures] = useState(false);
  const strip = useRef<HTMLDivElement>(null);
  const variant = variants[Math.min(variantIndex, variants.length - 1)];
  const slider = variants.length > VARIANT_SLIDER_ABOVE;
  const arrows = variants.length >= VARIANT_ARROWS_FROM;
  const bodies = showsBodySelector(colours) ? bodyStylesOf(colours) : [];
  const shownColours = body ? colours.filter((c) => c.oem_id === body) : colours;
  const features = variant?.features ?? [];
  const visibleFeatures = allFeatures ? features : features.slice(0, VARIANT_FEATURES_SHOWN);
  const scroll = (dir: number) => strip.current?.scrollBy({ left: dir * 240, behavior: "smooth" });

  return (
    <div>
      {variants.length > 0 ? (
        <div className="flex items-center gap-2">
          {arrows ? (
            <button
              type="button"
              aria-label="Scroll variants left"
              onClick={() => scroll(-1)}
              className="rounded-full border border-gray-400 px-3 py-2"
            >
              ‹
            </button>
          ) : null}
          <div
            ref={strip}
            role="tablist"
            aria-label={`${model.name} variants`}
            data-testid={slider ? "variant-slider" : "variant-row"}
            className={`flex gap-2 ${slider ? "snap-x overflow-x-auto" : "flex-wrap"}`}
          >
            {variants.map((v, i) => (
              <button
                key={v.id}
                type="button"
                role="tab"
                aria-selected={i === variantIndex}
                onClick={() => {
                  setVariantIndex(i);
                  setAllFeatures(false);
                }}
                className={`shrink-0 snap-start rounded px-4 py-2 text-sm font-semibold ${i === variantIndex ? "bg-brand text-white" : "border border-gray-400"}`}
              >
                {v.name}
              </button>
            ))}
          </div>
          {arrows ? (
            <button
              type="button"
              aria-label="Scroll variants right"
              onClick={() => scroll(1)}
              className="rounded-full border border-gray-400 px-3 py-2"
            >
              ›
            </button>
          ) : null}
        </div>
      ) : null}
      {variant ? (
        <div
          className="mt-6 grid gap-8 lg:grid-cols-2"
          role="tabpanel"
          aria-label={variant.full_name}
        >
          <div>
            {bodies.length > 0 ? (
              <fieldset className="mb-4 flex flex-wrap gap-2" data-testid="body-selector">
                <legend className="sr-only">Body style</legend>
                <button
                  type="button"
                  aria-pressed={body === null}
                  onClick={() => setBody(null)}
                  className={`rounded-full border px-3 py-1 text-sm ${body === null ? "border-brand bg-brand text-white" : "border-gray-400"}`}
                >
                  All bodies
                </button>
                {bodies.map((b) => (
                  <button
                    key={b}
                    type="button"
                    aria-pressed={body === b}
                    onClick={() => setBody(b)}
                    className={`rounded-full border px-3 py-1 text-sm ${body === b ? "border-brand bg-brand text-white" : "border-gray-400"}`}
                  >
                    {bodyStyleLabel(b)}
                  </button>
                ))}
              </fieldset>
            ) : null}
            <ColourPicker key={body ?? "all"} colours={shownColours} modelName={model.name} />
          </div>
          <div>
            <h2 className="text-2xl font-bold">{variant.full_name}</h2>
            {variant.dap_min_price ? (
              <p className="mt-1 text-lg">
                From {formatMoney(variant.dap_min_price)}
                {variant.dap_max_price ? ` to ${formatMoney(variant.dap_max_price)}` : ""} drive
                away
              </p>
            ) : null}
            <h3 className="mt-4 font-semibold">Features</h3>
            <ul
              className="dealer-html mt-2 list-disc space-y-1 pl-5"
              data-testid="variant-features"
            >
              {visibleFeatures.map((f) => (
                <li key={f}>
                  <SanitisedHtml html={f} />
                </li>
              ))}
            </ul>
            {features.length > VARIANT_FEATURES_SHOWN ? (
              <button
                type="button"
                aria-expanded={allFeatures}
                onClick={() => setAllFeatures(!allFeatures)}
                className="mt-2 font-semibold text-brand underline"
              >
                {allFeatures ? "View less" : "View more"}
              </button>
            ) : null}
            <a
              href={orderNowLink(model, variant)}
              className="mt-6 inline-block rounded bg-brand px-6 py-3 font-semibold text-white"
            >
              Get a Quote
            </a>
          </div>
        </div>
      ) : null}
    </div>
  );
}
