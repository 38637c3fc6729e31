import { starFill } from "@forecourt/core";

// The five star slots are fixed positions.
const SLOT_KEYS = ["one", "two", "three", "four", "five"];

/** §9 star rating: up to 4 whole stars plus a partial star (filled above .30). */
export function Stars({ rating, label }: { rating: number; label: string }) {
  const fill = starFill(rating);
  const stars = Array.from({ length: 5 }, (_, i) =>
    i < fill.whole ? 1 : i === fill.whole ? (fill.partial ?? 0) : 0,
  );
  return (
    <span role="img" aria-label={label} className="inline-flex">
      {stars.map((amount, i) => (
        <span
          key={SLOT_KEYS[i]}
          aria-hidden="true"
          className="relative inline-block text-xl leading-none text-gray-300"
        >
          ★
          <span
            className="absolute inset-0 overflow-hidden text-amber-500"
            style={{ width: `${amount * 100}%` }}
          >
            ★
          </span>
        </span>
      ))}
    </span>
  );
}
