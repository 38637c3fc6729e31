import { formatDate, formatMoney, formatPercent, type Offer } from "@forecourt/core";
import { SanitisedHtml } from "@/components/sanitised-html";
import { sanitizeDealerHtml } from "@/lib/sanitize";
import { rasterSources } from "@/lib/view/raster-sources";

/** §2 offer card: weekly repayment, interest rate, comparison rate and loan term. */
export function OfferCard({ offer, enquireHref }: { offer: Offer; enquireHref: string }) {
  const image = offer.image?.url ?? null;
  const headingId = `offer-${offer.slug}`;
  const facts: Array<[string, string]> = [];
  if (offer.weekly_repayment != null)
    facts.push(["Weekly repayment", `${formatMoney(offer.weekly_repayment)}/wk`]);
  if (offer.interest_rate != null)
    facts.push(["Interest rate", `${formatPercent(offer.interest_rate, 2)} p.a.`]);
  if (offer.comparison_rate != null)
    facts.push(["Comparison rate", `${formatPercent(offer.comparison_rate, 2)} p.a.`]);
  if (offer.term_months != null) facts.push(["Loan term", `${offer.term_months} months`]);
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm"
      data-testid="offer-card"
    >
      {image ? (
        // biome-ignore lint/performance/noImgElement: offer artwork comes from the dealer's feed at its own size.
        <img
          {...(rasterSources(image, { sizes: "(min-width: 768px) 400px, 100vw" }) ?? {
            src: image,
          })}
          alt=""
          className="aspect-[3/2] w-full object-cover"
          loading="lazy"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-4">
        <h2 id={headingId} className="text-lg font-bold">
          {offer.title}
        </h2>
        {offer.price != null ? (
          <p className="mt-1 text-2xl font-bold text-brand">{formatMoney(offer.price)}</p>
        ) : null}
        {offer.description ? (
          <SanitisedHtml
            html={sanitizeDealerHtml(offer.description)}
            className="mt-2 text-sm text-gray-700"
          />
        ) : null}
        {facts.length ? (
          <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
            {facts.map(([label, value]) => (
              <div key={label} className="rounded bg-gray-50 p-2">
                <dt className="text-gray-700">{label}</dt>
                <dd className="font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {offer.expires_at ? (
          <p className="mt-3 text-xs text-gray-700">Offer ends {formatDate(offer.expires_at)}</p>
        ) : null}
        <a
          href={enquireHref}
          className="mt-4 inline-block self-start rounded bg-brand px-4 py-2 font-semibold text-white"
        >
          Enquire Now<span className="sr-only"> about {offer.title}</span>
        </a>
      </div>
    </article>
  );
}
