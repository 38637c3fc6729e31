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
  /** Lighthouse's measure of the host's CPU ("CPU/Memory Power" in its report). */
  benchmarkIndex: number;
  /** The CPU slowdown the run applied. */
  cpuSlowdownMultiplier: number;
  /** Main-thread time by kind (Lighthouse's mainthread-work-breakdown groups, ms), largest first. */
  mainThread: Array<[string, number]>;
}

/** The main-thread breakdown's time per group ("Rendering", "Script Evaluation", …). */
function mainThreadGroups(details: unknown): Array<[string, number]> {
  const items = (details as { items?: Array<{ groupLabel?: string; duration?: number }> })?.items;
  return (items ?? [])
    .map((item): [string, number] => [item.groupLabel ?? "?", item.duration ?? 0])
    .sort((a, b) => b[1] - a[1]);
}

/** Lighthouse's default CPU slowdown: a high-end desktop (benchmarkIndex 1,500–2,000) → a mid-tier phone. */
export const DEFAULT_CPU_SLOWDOWN = 4;

/**
 * The CPU slowdown that brings this host to a mid-tier phone, as Lighthouse's docs/throttling.md
 * ("Calibrating the CPU slowdown") asks when a host's benchmarkIndex is not a high-end
 * desktop's: its table gives 4× from a high-end desktop (about 2,000) and 2× from a low-end one
 * (about 1,000), i.e. the host's index over 500; never more than the default, never below 1×.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  const multiplier = Math.round((benchmarkIndex / 500) * 10) / 10;
  return Math.min(DEFAULT_CPU_SLOWDOWN, Math.max(1, multiplier));
}

/** The first node snippet anywhere in an audit's details. */
function firstSnippet(details: unknown): string {
  const found = JSON.stringify(details ?? {}).match(/"snippet":"((?:[^"\\]|\\.)*)"/);
  return found?.[1] ? (JSON.parse(`"${found[1]}"`) as string).slice(0, 120) : "";
}

/** The metrics behind the performance score. */
export const METRICS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
];

/**
 * Lighthouse's performance, accessibility and SEO scores (0–100) of a page on its
 * default mobile settings (emulated phone, simulated slow 4G and 4× CPU, or the given CPU
 * slowdown), driving the system Chromium through chrome-launcher.
 */
export async function runLighthouse(
  url: string,
  cpuSlowdownMultiplier = DEFAULT_CPU_SLOWDOWN,
): Promise<LighthouseScores> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "seo"],
      throttling: { cpuSlowdownMultiplier },
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
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
      cpuSlowdownMultiplier,
      mainThread: mainThreadGroups(audits["mainthread-work-breakdown"]?.details),
    };
  } finally {
    chrome.kill();
  }
}
