import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./web-browser";

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  seo: number;
  /** Core metrics behind the performance score (ms; CLS unitless). */
  metrics: Record<string, number>;
  /** Accessibility and SEO audits that did not pass, to know what to fix. */
  failed: string[];
  /** The HTML of the largest contentful paint element. */
  lcpElement: string;
}

/** The first node snippet anywhere in an audit's details. */
function firstSnippet(details: unknown): string {
  const found = JSON.stringify(details ?? {}).match(/"snippet":"((?:[^"\\]|\\.)*)"/);
  return found?.[1] ? (JSON.parse(`"${found[1]}"`) as string).slice(0, 120) : "";
}

const METRICS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
];

/**
 * Lighthouse's performance, accessibility and SEO scores (0–100) of a page on its
 * default mobile settings (emulated phone, simulated slow 4G and 4× CPU), driving the
 * system Chromium through chrome-launcher.
 */
export async function runLighthouse(url: string): Promise<LighthouseScores> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "seo"],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const failed = ["accessibility", "seo"].flatMap((id) =>
      (categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${id}: ${ref.id}`),
    );
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      seo: score("seo"),
      metrics: Object.fromEntries(METRICS.map((id) => [id, audits[id]?.numericValue ?? NaN])),
      failed,
      lcpElement: firstSnippet([
        audits["lcp-breakdown-insight"]?.details,
        audits["lcp-discovery-insight"]?.details,
      ]),
    };
  } finally {
    chrome.kill();
  }
}
