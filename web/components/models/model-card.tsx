import { formatMoney, type Model, ORDER_NOW_FORM_ANCHOR, orderNowLink } from "@forecourt/core";
import Link from "@/components/link";

/** A model tile on /models: picture, price from, View model and Get a Quote (coming soon → #form-section). */
export function ModelCard({ model }: { model: Model }) {
  const image = model.cloudfront_new_image_url ?? model.image?.url ?? null;
  const from = Math.min(
    ...(model.model_variants ?? []).map((v) => v.dap_min_price ?? Number.POSITIVE_INFINITY),
  );
  const comingSoon = model.status === "coming_soon";
  const quote = orderNowLink(model);
  return (
    <article
      className="flex flex-col rounded-lg border border-gray-200 bg-white p-4"
      data-testid="model-card"
    >
      <div className="flex h-40 items-center justify-center overflow-hidden rounded bg-gray-100">
        {image ? (
          // biome-ignore lint/performance/noImgElement: local model renders
          <img
            src={image}
            alt=""
            width={600}
            height={400}
            className="h-full w-auto object-contain"
          />
        ) : (
          <span className="font-bold text-gray-700">Coming soon</span>
        )}
      </div>
      <h2 className="mt-3 text-xl font-bold">{model.name}</h2>
      {model.body ? <p className="text-sm text-gray-700">{model.body}</p> : null}
      {Number.isFinite(from) ? <p className="mt-1">From {formatMoney(from)}</p> : null}
      {model.short_description ? (
        <p className="mt-2 text-sm text-gray-800">{model.short_description}</p>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        {!comingSoon ? (
          <Link
            href={`/models/${encodeURIComponent(model.slug)}`}
            className="rounded border border-brand bg-white px-4 py-2 text-sm font-semibold text-brand"
          >
            View {model.name}
          </Link>
        ) : null}
        <a
          href={quote === ORDER_NOW_FORM_ANCHOR ? `/models${ORDER_NOW_FORM_ANCHOR}` : quote}
          className="rounded bg-brand px-4 py-2 text-sm font-semibold text-white"
        >
          {comingSoon
            ? `Register interest in the ${model.name}`
            : `Get a Quote on the ${model.name}`}
        </a>
      </div>
    </article>
  );
}
