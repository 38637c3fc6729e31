import { validateLead } from "../leads/validate-lead";
import { siteHasPage } from "../navigation/site-pages";
import type { LeadRepository } from "../ports/leads";
import { drawPrize, findSpinEntry, SPIN_TO_WIN_CATEGORY } from "../promotions/prize-draw";
import {
  SIGN_IN_TO_SPIN,
  SPIN_ENTERED,
  SPIN_TO_WIN_OFF,
  spinWonMessage,
} from "../promotions/spin-messages";
import type { SiteConfig } from "../schemas/site-config";
import { failed, succeeded, type UseCaseResult } from "./result";

/**
 * What a spin answers. Issue 30 §13: the prize, the wheel segment, whether the phone had entered
 * and the lead go only to a shopper signed in with that phone (who proved it); anyone else gets
 * `message` alone, the same whether the number had entered or not.
 */
export type PrizeDrawAnswer = {
  message: string;
  prize?: string;
  index?: number;
  already_entered?: boolean;
  lead_id?: string;
};

/**
 * §2 /spin-to-win: the prize is drawn here (never in the browser) and the entry stored as a
 * general enquiry with category 'Spin to Win' and the prize as subcategory, so the dealer
 * receives it through the lead outbox. One entry per phone per site: a second spin answers the
 * first prize. `random` is the draw's source, passed in so the draw is testable.
 */
export async function enterPrizeDraw(
  ports: { leads: Pick<LeadRepository, "listByPhone" | "create"> },
  input: { answers: Record<string, unknown> },
  context: {
    now: Date;
    site: SiteConfig;
    /** The signed-in shopper, whose proved phone is the entry's; null for a number typed in. */
    user: { id: string; phone: string } | null;
    random: () => number;
  },
): Promise<UseCaseResult<PrizeDrawAnswer>> {
  const { site, user } = context;
  if (!siteHasPage(site, "/spin-to-win")) return failed("not-found", SPIN_TO_WIN_OFF);
  if (site.features.gated.spinToWin && !user) return failed("unauthenticated", SIGN_IN_TO_SPIN);
  const prizes = site.spinToWin.prizes;
  // Drawn before anything is stored; discarded when this phone has already entered.
  const prize = prizes[drawPrize(prizes, context.random())]?.label ?? "";
  const entry = validateLead(
    "general",
    {
      ...input.answers,
      // A signed-in shopper enters with the phone they proved; the form's value is ignored.
      ...(user ? { phone: user.phone } : {}),
      category: SPIN_TO_WIN_CATEGORY,
      subcategory: prize,
      message: `Spin to Win entry: won ${prize}.`,
    },
    site,
  );
  if (!entry.ok) {
    return {
      ok: false,
      problem: {
        kind: "invalid",
        detail: "Please fix the following errors:",
        errors: entry.errors,
      },
    };
  }
  const phone = entry.lead.phone;
  const earlier = findSpinEntry(await ports.leads.listByPhone(site.slug, phone), prizes);
  if (earlier) {
    if (!user) return succeeded({ message: SPIN_ENTERED });
    return succeeded({
      message: spinWonMessage(earlier.prize, true),
      prize: earlier.prize,
      index: earlier.index,
      already_entered: true,
      lead_id: earlier.leadId,
    });
  }
  const { lead, created } = await ports.leads.create(
    {
      site: site.slug,
      kind: entry.lead.kind,
      payload: entry.lead,
      // One entry per phone even when two spins race: the phone is the key.
      idempotencyKey: `spin-to-win:${phone}`,
      userId: user?.id ?? null,
    },
    context.now,
  );
  // A racing first spin may have stored its own prize under the key: that one stands.
  const won = String(lead.payload.subcategory ?? prize);
  if (!user) return succeeded({ message: SPIN_ENTERED });
  return succeeded({
    message: spinWonMessage(won, !created),
    prize: won,
    index: prizes.findIndex((p) => p.label === won),
    already_entered: !created,
    lead_id: lead.id,
  });
}
