import type { LeadRepository } from "../ports/leads";
import { findSpinEntry, type SpinEntry } from "../promotions/prize-draw";
import type { SiteConfig } from "../schemas/site-config";
import { succeeded, type UseCaseResult } from "./result";

/**
 * §2 /spin-to-win: a mobile number's earlier entry on the site (one spin per mobile; its prize
 * stands), or null when it has not spun. `index` is -1 when the site's wheel has since changed.
 */
export async function lookUpSpinEntry(
  ports: { leads: Pick<LeadRepository, "listByPhone"> },
  input: { phone: string },
  context: { site: SiteConfig },
): Promise<UseCaseResult<SpinEntry | null>> {
  const { site } = context;
  const leads = await ports.leads.listByPhone(site.slug, input.phone);
  return succeeded(findSpinEntry(leads, site.spinToWin.prizes));
}
