/**
 * Issue 15 §1 and §8 "Missing logo or image: a placeholder image": every image on every page
 * (gallery, cards, thumbnails, spin frames, logos) is swapped for the placeholder when it fails.
 * One capture-phase listener, inlined at the top of <body>, sees each img's error event, even
 * those that fail before React hydrates, so no component needs its own handler or client JS.
 */

/** A 600×400 (§9 gallery frame) grey placeholder, drawn inline so it cannot fail to load. */
export const PLACEHOLDER_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400"><rect width="600" height="400" fill="#e5e7eb"/><text x="300" y="210" font-family="sans-serif" font-size="28" fill="#4b5563" text-anchor="middle">Image coming soon</text></svg>',
)}`;

/** The listener's source; §8 logs image load errors to the console only (the URL, no shopper data). */
export const IMAGE_FALLBACK_SCRIPT = `document.addEventListener("error",function(e){var i=e.target;if(!(i instanceof HTMLImageElement)||i.dataset.placeholder)return;console.error("Image failed to load:",i.currentSrc||i.src);i.dataset.placeholder="true";i.removeAttribute("srcset");i.removeAttribute("sizes");i.src=${JSON.stringify(PLACEHOLDER_IMAGE)};},true);`;
