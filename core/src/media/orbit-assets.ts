/**
 * §7 "Preloads come from static assets under /orbit/": the vehicle page's own images (not a
 * car's photos, which the image CDN serves at a width and quality) are fixed files under /orbit/,
 * and what the page preloads of them comes from there.
 */
export const ORBIT_PREFIX = "/orbit/";

const frame = (label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400"><rect width="600" height="400" fill="#f3f4f6"/><text x="300" y="210" font-family="sans-serif" font-size="28" fill="#374151" text-anchor="middle">${label}</text></svg>`;

/** The /orbit/ files: name → content type and body (600×400, §9's gallery frame). */
export const ORBIT_ASSETS: Readonly<Record<string, { type: string; body: string }>> = {
  "coming-soon.svg": { type: "image/svg+xml", body: frame("Photos coming soon") },
};

/** §2 "a placeholder or coming-soon image when there is no photo", from /orbit/. */
export const COMING_SOON_IMAGE = `${ORBIT_PREFIX}coming-soon.svg`;

/** The /orbit/ file a name stands for, or null (anything else, a path outside it, is not one). */
export function orbitAsset(name: string): { type: string; body: string } | null {
  return Object.hasOwn(ORBIT_ASSETS, name) ? (ORBIT_ASSETS[name] ?? null) : null;
}

/**
 * The static images the vehicle page preloads, every one under /orbit/: the coming-soon image
 * when the car has no photo (it is then the page's first paint).
 */
export function vehiclePagePreloads(photoCount: number): string[] {
  return photoCount === 0 ? [COMING_SOON_IMAGE] : [];
}
