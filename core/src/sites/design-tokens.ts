import type { SiteConfig } from "../schemas/site-config";
import { contrastRatio } from "./colour-contrast";

type Theme = Pick<SiteConfig["theme"], "template" | "primary" | "tokens">;
type Tokens = Required<Omit<NonNullable<SiteConfig["theme"]["tokens"]>, "surface">> & {
  /** The page's background: a tint of the brand, or white. */
  surface: "white" | "grey" | "brand-tint";
  heading: { weight: number; uppercase: boolean };
  /** Call-to-action buttons: pill-shaped or following the radius. */
  pillButtons: boolean;
};

/** Each template's look (issue 21 §2: the templates differ visibly). */
const TEMPLATES: Record<string, Tokens> = {
  classic: {
    radius: "soft",
    typeScale: "regular",
    density: "regular",
    surface: "white",
    heading: { weight: 700, uppercase: false },
    pillButtons: false,
  },
  franchise: {
    radius: "square",
    typeScale: "bold",
    density: "regular",
    surface: "grey",
    heading: { weight: 800, uppercase: true },
    pillButtons: false,
  },
  used: {
    radius: "round",
    typeScale: "regular",
    density: "compact",
    surface: "brand-tint",
    heading: { weight: 800, uppercase: false },
    pillButtons: true,
  },
  group: {
    radius: "soft",
    typeScale: "regular",
    density: "regular",
    surface: "brand-tint",
    heading: { weight: 700, uppercase: false },
    pillButtons: false,
  },
  caravan: {
    radius: "round",
    typeScale: "compact",
    density: "airy",
    surface: "brand-tint",
    heading: { weight: 600, uppercase: false },
    pillButtons: false,
  },
};

/** [card, control] radii. */
const RADII = {
  square: ["0.125rem", "0.125rem"],
  soft: ["0.5rem", "0.375rem"],
  round: ["1rem", "0.625rem"],
} as const;

/** Tailwind's xl, 2xl, 3xl and 4xl sizes (rem) per scale; regular is Tailwind's own. */
const TYPE_SCALES = {
  compact: [1.2, 1.4, 1.7, 2],
  regular: [1.25, 1.5, 1.875, 2.25],
  bold: [1.3, 1.65, 2.1, 2.6],
} as const;

/** The spacing unit (rem) every padding, margin and gap is a multiple of. */
const DENSITY = { compact: 0.235, regular: 0.25, airy: 0.27 } as const;

/** Mixes `share` of `hex` into white: a light tint of the brand. */
function tint(hex: string, share: number): string {
  const channel = (i: number) => {
    const value = Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
    return Math.round(255 - (255 - value) * share)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

/**
 * Issue 21 §2: the site's design tokens (type scale, spacing, colours, radii) as CSS custom
 * properties, from its template's defaults and the theme's own overrides. An unknown template
 * looks classic.
 */
export function designTokens(theme: Theme): Record<string, string> {
  const preset = TEMPLATES[theme.template] ?? (TEMPLATES.classic as Tokens);
  const radius = theme.tokens?.radius ?? preset.radius;
  const scale = TYPE_SCALES[theme.tokens?.typeScale ?? preset.typeScale];
  const density = theme.tokens?.density ?? preset.density;
  const [card, control] = RADII[radius];
  const chosen =
    theme.tokens?.surface ??
    { white: "#ffffff", grey: "#f3f4f6", "brand-tint": tint(theme.primary, 0.05) }[preset.surface];
  // Links and outline buttons write the brand colour on the page: a surface that takes it below
  // WCAG AA (4.5:1) gives way to white (Toyota red is 4.15:1 on grey, 4.0:1 on white).
  const surface =
    contrastRatio(theme.primary, chosen) >= Math.min(4.5, contrastRatio(theme.primary, "#ffffff"))
      ? chosen
      : "#ffffff";
  return {
    "--radius-card": card,
    "--radius-control": control,
    "--radius-button": preset.pillButtons ? "9999px" : control,
    "--step-1": `${scale[0]}rem`,
    "--step-2": `${scale[1]}rem`,
    "--step-3": `${scale[2]}rem`,
    "--step-4": `${scale[3]}rem`,
    "--space-unit": `${DENSITY[density]}rem`,
    "--surface": surface,
    "--heading-weight": String(preset.heading.weight),
    "--heading-case": preset.heading.uppercase ? "uppercase" : "none",
    "--heading-tracking": preset.heading.uppercase ? "0.02em" : "normal",
  };
}
