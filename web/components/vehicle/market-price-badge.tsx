import { type MarketPriceBadge as Badge, formatMoney } from "@forecourt/core";

/** §5 market-price badge beside the price: shown when core's rule holds. */
export function MarketPriceBadge({ badge }: { badge: Badge }) {
  if (!badge.visible || badge.belowBy === null) return null;
  return (
    <p
      className="mt-2 inline-flex items-center gap-2 rounded-lg bg-green-50 px-3 py-1 text-sm font-semibold text-green-900 ring-1 ring-green-700/30"
      data-testid="market-price-badge"
    >
      <span aria-hidden="true">▼</span>
      {formatMoney(badge.belowBy)} below the {badge.reference === "state" ? "state" : "national"}{" "}
      market average
    </p>
  );
}
