"use client";

import {
  bodyStyleLabel,
  bodyStylesOf,
  formatMoney,
  type Model,
  orderNowLink,
  showsBodyStyleSelector,
  visibleFeatures,
} from "@forecourt/core";
import { useId, useState } from "react";
import { SanitisedHtml } from "@/components/sanitised-html";
import { ColourPicker } from "./colour-picker";
import { VariantTabs } from "./variant-tabs";

const PILL = "rounded-full border px-3 py-1 text-sm font-semibold";

/** §2 model page: variant tabs, colour picker, body-style selector, features, get a quote. */
export function ModelDetail({ model }: { model: Model }) {
  const variants = model.model_variants ?? [];
  const colours = model.colours ?? [];
  const [variantIndex, setVariantIndex] = useState(0);
  const [body, setBody] = useState<string | null>(null);
  const [allFeatures, setAllFeatures] = useState(false);
  const id = useId();
  const variant = variants[Math.min(variantIndex, variants.length - 1)];
  const bodies = showsBodyStyleSelector(colours) ? bodyStylesOf(colours) : [];
  const shownColours = body ? colours.filter((c) => c.oem_id === body) : colours;
  const features = visibleFeatures(variant?.features ?? [], allFeatures);

  return (
    <div>
      {variants.length > 0 ? (
        <VariantTabs
          modelName={model.name}
          variants={variants}
          selected={variantIndex}
          onSelect={(i) => {
            setVariantIndex(i);
            setAllFeatures(false);
          }}
          idPrefix={id}
        />
      ) : null}
      {variant ? (
        <div
          id={`${id}-panel`}
          className="mt-6 grid gap-8 lg:grid-cols-2"
          role="tabpanel"
          aria-labelledby={`${id}-tab-${variantIndex}`}
        >
          <div className="rounded-xl bg-gray-50 p-4 sm:p-6">
            {bodies.length > 0 ? (
              <fieldset className="mb-4" data-testid="body-selector">
                <legend className="mb-2 text-sm font-bold uppercase tracking-wide text-gray-700">
                  Body style
                </legend>
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    aria-pressed={body === null}
                    onClick={() => setBody(null)}
                    className={`${PILL} ${body === null ? "border-brand bg-brand text-white" : "border-gray-400 bg-white"}`}
                  >
                    All body styles
                  </button>
                  {bodies.map((b) => (
                    <button
                      key={b}
                      type="button"
                      aria-pressed={body === b}
                      onClick={() => setBody(b)}
                      className={`${PILL} ${body === b ? "border-brand bg-brand text-white" : "border-gray-400 bg-white"}`}
                    >
                      {bodyStyleLabel(b)}
                    </button>
                  ))}
                </div>
              </fieldset>
            ) : null}
            <ColourPicker
              key={body ?? "all"}
              colours={shownColours}
              modelName={model.name}
              labelBodyStyles={bodies.length > 0 && body === null}
            />
          </div>
          <div>
            <h2 className="text-2xl font-bold">{variant.full_name}</h2>
            {variant.series ? (
              <p className="text-sm text-gray-700">Series {variant.series}</p>
            ) : null}
            {variant.dap_min_price ? (
              <p className="mt-2 text-lg">
                From <strong>{formatMoney(variant.dap_min_price)}</strong>
                {variant.dap_max_price ? ` to ${formatMoney(variant.dap_max_price)}` : ""} drive
                away
              </p>
            ) : null}
            <h3 className="mt-6 text-sm font-bold uppercase tracking-wide text-gray-700">
              Features
            </h3>
            <ul
              className="dealer-html mt-2 list-disc space-y-1 pl-5"
              data-testid="variant-features"
            >
              {features.items.map((f) => (
                <li key={f}>
                  <SanitisedHtml html={f} />
                </li>
              ))}
            </ul>
            {features.more ? (
              <button
                type="button"
                aria-expanded={allFeatures}
                onClick={() => setAllFeatures(!allFeatures)}
                className="mt-2 font-semibold text-brand underline"
              >
                {allFeatures ? "View less" : "View more"}
              </button>
            ) : null}
            <div className="mt-6 flex flex-wrap gap-3">
              <a
                href={orderNowLink(model, variant)}
                className="rounded-md bg-brand px-6 py-3 font-semibold text-white"
              >
                Get a Quote<span className="sr-only"> on the {variant.full_name}</span>
              </a>
              <a
                href="#form-section"
                className="rounded-md border border-brand bg-white px-6 py-3 font-semibold text-brand"
              >
                Ask a question
              </a>
            </div>
          </div>
        </div>
      ) : null}
    </div>
  );
}
