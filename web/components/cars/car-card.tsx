import type { ReactNode } from "react";
import { SpecIcon } from "@/components/icons/spec-icon";
import Link from "@/components/link";
import { ShopperToggles } from "@/components/shopper/shopper-toggles";
import type { CarCardView } from "@/lib/view/car-card";

const TAG_COLOURS: Record<string, string> = {
  green: "bg-green-700",
  red: "bg-red-700",
  teal: "bg-teal-700",
  orange: "bg-orange-700",
  blue: "bg-blue-700",
  brand: "bg-brand",
};

type Props = {
  car: CarCardView;
  priority?: boolean;
  /**
   * The card's one favourite control (issue 14 §2: one, not two): the local favourite heart
   * (listed on /saved) unless a `save` control (the garage's watchlist Save) takes its place.
   * A slot, so pages without the watchlist (search) do not ship its code.
   */
  save?: ReactNode;
};

/**
 * §2 car card: photo with tag banner, title, badge and series, chips with icons, price, /wk, and
 * one primary button with at most one secondary (issue 21 §2; core carCardButtons).
 */
export function CarCard({ car, priority = false, save }: Props) {
  return (
    <article
      className="relative flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm"
      aria-labelledby={`car-${car.id}-title`}
      data-testid="car-card"
      data-sold={car.sold}
    >
      <div className="relative aspect-[3/2] bg-gray-100">
        {car.image ? (
          <CardPhoto image={car.image} priority={priority} />
        ) : (
          <div className="flex h-full items-center justify-center text-sm text-gray-600">
            {/* Issue 33 §2: the dealer's photo could not be fetched; it is tried again. */}
            {car.photosToFollow ? "Photos to follow" : "Photo coming soon"}
          </div>
        )}
        {/*
          The tag and the toggles share one row across the top of the picture, so a long tag
          (Toyota Certified Pre-Owned, a dealer's own) gives way to the toggles at any width: it
          wraps onto a second line within the room left (a shopper reads the whole of the longest
          demo tag from 320 px up, where one line would cut it to "Toyota Certif…"), and only a
          longer one ends in an ellipsis after two lines (its whole text stays in the page for
          screen readers, and in its title).
        */}
        <div className="absolute inset-x-0 top-2 flex items-start gap-1.5 pr-2">
          {car.sold ? (
            <span className="mt-1 bg-red-700 px-3 py-1 text-sm font-bold uppercase text-white">
              Sold
            </span>
          ) : car.tag ? (
            <span
              title={car.tag.label}
              data-testid="card-tag"
              className={`mt-1 min-w-0 px-2 py-1 text-xs font-bold uppercase leading-tight text-white ${TAG_COLOURS[car.tag.colour ?? "brand"] ?? "bg-brand"}`}
            >
              {/* Clamped inside the padding, so a third line cannot show through it. */}
              <span className="line-clamp-2 break-words">{car.tag.label}</span>
            </span>
          ) : null}
          <div className="ml-auto shrink-0">
            <ShopperToggles
              car={car.stored}
              favourite={save === undefined && car.canFavourite}
              compare={car.canCompare}
              inline
            />
          </div>
        </div>
        {save}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 id={`car-${car.id}-title`} className="text-lg font-bold leading-tight">
          <Link href={car.href} className="hover:underline">
            {car.title}
          </Link>
        </h3>
        {car.subtitle ? <p className="text-sm text-gray-700">{car.subtitle}</p> : null}
        {car.chips.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Key details">
            {car.chips.map((chip) => (
              <li
                key={chip.kind}
                className="inline-flex items-center gap-1 rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-medium text-gray-800"
              >
                <SpecIcon kind={chip.kind} iconSet={car.iconSet} className="h-3.5 w-3.5" />
                <span className="sr-only">{chip.label}: </span>
                {chip.value}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto pt-2">
          {car.price.was ? (
            <p className="text-sm text-gray-700">
              Was <s>{car.price.was}</s>
            </p>
          ) : null}
          <p className="flex items-baseline gap-2">
            <span className="text-2xl font-extrabold text-ink">{car.price.text}</span>
            {car.price.label ? (
              <span className="text-xs font-semibold uppercase text-gray-700">
                {car.price.label}
              </span>
            ) : null}
          </p>
          {car.weekly ? <p className="text-sm font-semibold text-brand">{car.weekly}</p> : null}
          <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-gray-700">
            {car.location ? <span>{car.location}</span> : null}
            {car.views ? (
              <span data-testid="card-views">
                {car.views} {car.views === 1 ? "view" : "views"}
              </span>
            ) : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-2 pt-2" data-testid="card-buttons">
          {car.buttons.map((button) => (
            <Link
              key={button.label}
              href={button.href}
              className={`min-h-11 flex-1 basis-[7rem] whitespace-nowrap rounded-[var(--radius-button,0.375rem)] px-3 py-2.5 text-center text-sm font-semibold ${
                button.primary
                  ? "bg-brand text-white hover:opacity-90"
                  : "border border-brand text-brand hover:bg-gray-50"
              }`}
            >
              {button.label}
              {button.label === "View Details" ? (
                <span className="sr-only"> of {car.title}</span>
              ) : null}
            </Link>
          ))}
        </div>
      </div>
    </article>
  );
}

/** The card's photo; a dealer's stored photo offers its AVIF copies first where it has them. */
function CardPhoto({
  image,
  priority,
}: {
  image: NonNullable<CarCardView["image"]>;
  priority: boolean;
}) {
  const { avifSrcSet, ...attrs } = image.attrs;
  const img = (
    // biome-ignore lint/performance/noImgElement: attributes worked out on the server (lib/view/car-card)
    <img
      {...attrs}
      {...(priority ? { loading: "eager", fetchPriority: "high" } : {})}
      alt={image.alt}
      className="object-cover"
    />
  );
  if (!avifSrcSet) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={avifSrcSet} sizes={attrs.sizes} />
      {img}
    </picture>
  );
}
