import type { SiteConfig } from "@forecourt/core";
import { lookUpSpinEntry } from "@forecourt/core/use-cases/look-up-spin-entry";
import { getPlatform } from "./platform";

/** A shopper's earlier spin as the wheel shows it: the prize and its segment (-1: wheel changed). */
export type SpinEntryView = { prize: string; index: number };

/**
 * The /spin-to-win page's server read: the signed-in shopper's earlier entry (one spin per
 * mobile number), or null when signed out or not yet spun. Never the stored lead's id.
 */
export async function spinEntryView(
  site: SiteConfig,
  phone: string | null,
): Promise<SpinEntryView | null> {
  if (!phone) return null;
  const found = await lookUpSpinEntry(await getPlatform(), { phone }, { site });
  const entry = found.ok ? found.value : null;
  return entry ? { prize: entry.prize, index: entry.index } : null;
}
