import {
  CARD_PHOTO_SLOT,
  type Car,
  type CarCardButton,
  carCardButtons,
  cardButtonList,
  carTag,
  financeLink,
  formatThousands,
  type PhotoRecord,
  type PhotoSource,
  photoSource,
  preferSimple,
  priceDisplay,
  reserveLink,
  type SaveVisibility,
  type SiteConfig,
  saveVisibility,
  shownCardWeekly,
  showSaveControl,
  showsSoldView,
} from "@forecourt/core";
import { carImageUrl, carTitle } from "./car-text";
import { imgAttrs } from "./image-attrs";
import type { IconSet, KeySpec } from "./spec-kind";
import { type StoredPhotoAttrs, storedPhotoAttrs } from "./stored-photo";

/** Everything a car card renders, computed on the server from core rules (§2 Car card). */
export type CarCardView = {
  id: string;
  slug: string;
  href: string;
  title: string;
  subtitle: string;
  /** Key specifications, each drawn with its icon (issue 21 §2). */
  chips: KeySpec[];
  iconSet: IconSet;
  /** The photo's optimised `<img>` attributes, worked out here so no card ships next/image. */
  image: { attrs: StoredPhotoAttrs; alt: string } | null;
  /** Issue 33 §2: the dealer's photo could not be fetched yet: "Photos to follow". */
  photosToFollow: boolean;
  price: { text: string; label: string | null; was: string | null };
  weekly: string | null;
  tag: { label: string; colour: string | null } | null;
  buttons: Array<{ label: CarCardButton; href: string; primary: boolean }>;
  sold: boolean;
  /**
   * The car's counted page views (view.json, §7): the counter the dealer's stock list shows;
   * null when not known here. Never the feed's own `views` field, which nobody counted.
   */
  views: number | null;
  location: string | null;
  canFavourite: boolean;
  canCompare: boolean;
  /** §4 watchlist save: shown, only once saved (sold cars), or hidden. */
  save: SaveVisibility;
  /** Stored for favourites/compare in local storage (§3 Local storage: Favourites). */
  stored: {
    id: string;
    name: string;
    slug: string;
    make: string;
    model: string;
    primary_image_url: string;
  };
};

/** The site settings a card reads: small enough to hand to a client component. */
export type CardViewSite = Pick<SiteConfig, "features" | "finance" | "noPriceText"> & {
  theme: Pick<SiteConfig["theme"], "iconSet">;
};

/**
 * Builds the card view of one car for one site at `now` (tag windows depend on the clock), with
 * its counted page views when the caller has read them (`views`), and what is known of its
 * photo when the caller has read the photo records (`photos`, issue 33 §2).
 */
export function carCardView(
  car: Car,
  site: CardViewSite,
  now: Date,
  views: number | null = null,
  photos: ReadonlyMap<string, PhotoRecord> = NO_PHOTO_RECORDS,
): CarCardView {
  const slug = car.slug ?? car.id;
  const href = `/cars/${slug}`;
  const price = priceDisplay(car, site);
  const tag = carTag(car, site, now);
  const image = carImageUrl(car);
  const photo = image ? photoSource(image, photos.get(image) ?? null, CARD_PHOTO_SLOT) : null;
  const title = carTitle(car);
  return {
    id: car.id,
    slug,
    href,
    title,
    subtitle: [car.badge, car.series].filter(Boolean).join(" "),
    chips: carChips(car),
    iconSet: site.theme.iconSet,
    image:
      image && photo?.kind !== "to-follow"
        ? { attrs: cardImageAttrs(image, photo), alt: title }
        : null,
    photosToFollow: photo?.kind === "to-follow",
    price: { text: price.text, label: price.priceType, was: price.was },
    weekly: shownCardWeekly(car, site)?.text ?? null,
    tag: tag.tag ? { label: tag.label, colour: tag.colour } : null,
    buttons: cardButtonList(carCardButtons(car, site)).map((label, n) => ({
      label,
      href: buttonHref(label, car, slug, site),
      primary: n === 0,
    })),
    sold: showsSoldView(car),
    views,
    location: car.location?.name ?? car.location_name ?? null,
    canFavourite: showSaveControl(car, site, "favourite"),
    canCompare: showSaveControl(car, site, "compare"),
    save: saveVisibility(car, site),
    stored: {
      id: car.id,
      name: title,
      slug,
      make: car.make ?? "",
      model: car.model ?? "",
      primary_image_url: image ?? "",
    },
  };
}

const NO_PHOTO_RECORDS: ReadonlyMap<string, PhotoRecord> = new Map();

/** A dealer's stored photo at the card's widths (issue 33 §2), else the optimiser's copies. */
function cardImageAttrs(image: string, photo: PhotoSource | null): StoredPhotoAttrs {
  if (photo?.kind === "stored") return storedPhotoAttrs(photo);
  return imgAttrs({ src: image, fill: true, sizes: CARD_PHOTO_SLOT.sizes, quality: 75 });
}

function carChips(car: Car): KeySpec[] {
  const km = car.km != null ? `${formatThousands(car.km)} km` : null;
  const chips: Array<[KeySpec["kind"], string, string | null | undefined]> = [
    ["odometer", "Odometer", km],
    ["transmission", "Transmission", preferSimple(car, "transmission")],
    ["fuel", "Fuel", preferSimple(car, "fuel")],
    ["body", "Body", preferSimple(car, "body")],
  ];
  return chips.flatMap(([kind, label, value]) => (value ? [{ kind, label, value }] : []));
}

function buttonHref(label: CarCardButton, car: Car, slug: string, site: CardViewSite): string {
  switch (label) {
    case "Enquire Now":
    case "Find Me Something Similar":
      return `/cars/${slug}#enquire`;
    case "Book a Test Drive":
      return `/cars/${slug}?form=test-drive#enquire`;
    case "Get Finance":
      return financeLink(site.finance, car);
    case "Reserve Now":
    case "Buy Online":
      // The label follows the site's reserve route, and so does the link (§4).
      return reserveLink({ slug }, site);
    case "View Details":
      return `/cars/${slug}`;
  }
}
