/**
 * The adapters' public surface for the site (web/): its composition root and the server helpers
 * its routes and pages use. The web imports adapters from here only (biome.json); the API and the
 * CLI, which wire adapters themselves, may import a module by its path (`@forecourt/adapters/…`).
 */

// The site's home-screen icon is drawn with the fixtures' pixel font (no image library needed).
export { touchIconPng } from "@forecourt/fixtures/images/touch-icon";
export { createKnownPictures, type KnownPictures } from "./images/known-pictures";
export { createRenderPool } from "./images/render-pool";
export { pictureRenderSettings } from "./images/render-settings";
export {
  createRenderedCache,
  type RenderedCache,
  renderedCacheBytes,
} from "./images/rendered-cache";
export { serveDrawnPicture, type WebpRenderer } from "./images/serve-drawn-picture";
export { createWebpWorkers, type WebpRender } from "./images/webp-workers";
export { type MapPin, type MapView, mapViews, PIN_FONT_SIZE, PIN_RADIUS } from "./maps/offline-map";
export type { PinMarker } from "./maps/pin-labels";
export { serveMedia } from "./media/serve-media";
export { createPlatform, type Platform } from "./platform";
