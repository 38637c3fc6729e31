import type { SiteConfig } from "@forecourt/core";

/** The key specifications drawn with an icon (issue 21 §2) on cards and the vehicle page. */
export type SpecKind = "odometer" | "transmission" | "fuel" | "body" | "seats" | "drive";

/** The theme's icon set (§9: motorcycle, caravan and truck sites draw their own vehicle). */
export type IconSet = SiteConfig["theme"]["iconSet"];

/** One key specification: what it is (its icon), its name for screen readers, and its value. */
export type KeySpec = { kind: SpecKind; label: string; value: string };
