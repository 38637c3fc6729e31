import type { Car } from "../schemas/car";

/**
 * Issue 30 item 4: the server draws a picture (SVG or its WebP copies) only when something the
 * store holds shows it — a car's gallery, spin frames or panorama, or a site's settings (logos,
 * banners, offers, location photos, team portraits). Any other address under a drawn folder is a
 * 404 drawn by nobody. These rules say who owns an address and which addresses they hold.
 */

/** Folders whose pictures belong to one car: /images/{folder}/{make}/{stock number}/…. */
const CAR_FOLDERS: readonly string[] = ["cars", "car-gallery"];

/** Whose picture a drawn address is: a car (found by its stock number) or a site's settings. */
export type DrawnPictureOwner = { kind: "car"; stockNumber: string } | { kind: "site" };

const decoded = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/**
 * The owner of a drawn picture from its segments after "images" (`cars/Toyota/U1/…svg`): a car
 * by the stock number the address spells, or a site for every other folder; null when unreadable.
 */
export function drawnPictureOwner(segments: readonly string[]): DrawnPictureOwner | null {
  const [folder = "", , stock = ""] = segments;
  if (!CAR_FOLDERS.includes(folder)) return folder ? { kind: "site" } : null;
  const stockNumber = decoded(stock);
  return stockNumber ? { kind: "car", stockNumber } : null;
}

/**
 * A stock number as picture addresses spell it: a "/" would split the path, so it is written
 * "-" (fixtures carImageUrl, carGalleryUrl). The store looks cars up by this spelling.
 */
export function stockNumberInAddress(stockNumber: string): string {
  return stockNumber.replace(/\//g, "-");
}

/**
 * One spelling of a local picture address for comparing: the path with each segment decoded, so
 * `/images/cars/Land%20Rover/…` and `/images/cars/Land Rover/…` are the same picture. Null for
 * anything that is not an address under /images/.
 */
export function pictureAddressKey(address: string): string | null {
  const path = address.split(/[?#]/, 1)[0] ?? "";
  if (!path.startsWith("/images/")) return null;
  const segments = path.slice(1).split("/").map(decoded);
  return segments.some((s) => s === null) ? null : `/${segments.join("/")}`;
}

/** The comparable address of a request's segments after "images". */
export function requestedPictureKey(segments: readonly string[]): string | null {
  return pictureAddressKey(`/images/${segments.join("/")}`);
}

/** Every picture address a car holds: gallery photos and thumbnails, primary, spin frames, panorama. */
export function carPictureAddresses(car: Car): string[] {
  const urls = [
    car.primary_image_url,
    car.spin_interior_image,
    ...(car.spin_images ?? []),
    ...(car.images ?? []).flatMap((entry) => [entry.image.url, entry.image.thumb?.url]),
  ];
  return urls.flatMap((url) => (url ? [url] : []));
}

/**
 * Every /images/ address anywhere in a site's settings (its theme, offers, locations, team…):
 * read from the whole document, so a new setting holding a picture needs no change here.
 */
export function sitePictureAddresses(settings: unknown): string[] {
  const found: string[] = [];
  const visit = (value: unknown): void => {
    if (typeof value === "string") {
      if (value.startsWith("/images/")) found.push(value);
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item);
    } else if (value !== null && typeof value === "object") {
      for (const item of Object.values(value)) visit(item);
    }
  };
  visit(settings);
  return found;
}
