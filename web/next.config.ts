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
  ],
  turbopack: { root: repoRoot },
  outputFileTracingRoot: repoRoot,
  poweredByHeader: false,
  images: {
    // §9: quality 75 by default, 90 in places.
    qualities: [75, 90],
    // §9 widths: 600 (gallery), 750, 850, plus the usual device widths.
    deviceSizes: [390, 600, 750, 850, 1080, 1280, 1920],
    imageSizes: [76, 128, 256, 384],
    localPatterns: [{ pathname: "/images/**" }],
    // The demo car photos are SVGs drawn by /images/cars/…: the optimiser passes them through
    // (so srcset/sizes keep working) under a CSP that stops any script in them.
    dangerouslyAllowSVG: true,
    contentDispositionType: "attachment",
    contentSecurityPolicy: "default-src 'self'; script-src 'none'; sandbox;",
  },
};

export default nextConfig;
