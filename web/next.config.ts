import path from "node:path";
import type { NextConfig } from "next";

const repoRoot = path.resolve(import.meta.dirname, "..");

const nextConfig: NextConfig = {
  // The workspace packages are TypeScript sources with no build step.
  transpilePackages: [
    "@forecourt/core",
    "@forecourt/adapters",
    "@forecourt/api",
    "@forecourt/fixtures",
  ],
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pg",
    "typesense",
    "sanitize-html",
    "swagger-ui-dist",
    // WASM (the picture renderer and WebP encoder): loaded by Node from node_modules.
    "@resvg/resvg-wasm",
    "@jsquash/webp",
  ],
  turbopack: { root: repoRoot },
  outputFileTracingRoot: repoRoot,
  poweredByHeader: false,
  // `npm test` (.ci/test.ts) type-checks web/ with `tsc -p web` before it builds, and says so:
  // that build skips Next's second, identical check (minutes of CPU on CI's two cores). Every
  // other build (`npm start`, `npm run build`) still checks.
  typescript: { ignoreBuildErrors: process.env.FORECOURT_WEB_TYPECHECKED === "1" },
  images: {
    // §9: quality 75 by default, 90 in places.
    qualities: [75, 90],
    // §9 widths: 600 (gallery), 750, 850, plus the usual device widths.
    deviceSizes: [390, 600, 750, 850, 1080, 1280, 1920],
    imageSizes: [76, 128, 256, 384],
    // Issue 30 item 4: only the folders whose pictures pages pass through the optimiser, with no
    // query string; not the drawn pictures' WebP copies (/images/w…-q…/…, already sized), so
    // /_next/image cannot be made to fetch and re-encode what pages never ask it for.
    localPatterns: [
      // coming-soon.svg, placeholder.png
      { pathname: "/images/*", search: "" },
      ...[
        "cars",
        "car-gallery",
        "showrooms",
        "heroes",
        "people",
        "stock",
        "locations",
        "logos",
        "reviews",
      ].map((folder) => ({ pathname: `/images/${folder}/**`, search: "" })),
    ],
    // No remote pictures: the optimiser fetches nothing from other hosts.
    remotePatterns: [],
    // Next's own optimised copies (web/.next/cache/images) fill at most 256 MB, least recently
    // used dropped first.
    maximumDiskCacheSize: 256 * 1024 * 1024,
    // The demo car photos are SVGs drawn by /images/cars/…: the optimiser passes them through
    // (so srcset/sizes keep working) under a CSP that stops any script in them.
    dangerouslyAllowSVG: true,
    contentDispositionType: "attachment",
    contentSecurityPolicy: "default-src 'self'; script-src 'none'; sandbox;",
  },
};

export default nextConfig;
