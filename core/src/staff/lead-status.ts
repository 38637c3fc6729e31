import { z } from "zod";

/** Where a lead is in the dealer's hands (issue 17 §3); every lead starts `new`. */
export const LEAD_STATUSES = ["new", "contacted", "won", "lost"] as const;
export const LeadStatus = z.enum(LEAD_STATUSES, {
  error: () => "Choose new, contacted, won or lost.",
});
export type LeadStatus = z.infer<typeof LeadStatus>;

/**
 * The moves staff may make. A new lead can be worked or closed at once; a contacted one can only
 * be closed; a closed lead (won or lost) can be reopened as contacted, never made new again, so
 * "new" always means nobody has touched it.
 */
export const LEAD_STATUS_MOVES: Readonly<Record<LeadStatus, readonly LeadStatus[]>> = {
  new: ["contacted", "won", "lost"],
  contacted: ["won", "lost"],
  won: ["contacted"],
  lost: ["contacted"],
};

export type LeadStatusMove =
  | { ok: true }
  | { ok: false; reason: "unchanged" | "not-allowed"; message: string };

/** Whether a lead may go from `from` to `to`, with the message staff see when not. */
export function leadStatusMove(from: LeadStatus, to: LeadStatus): LeadStatusMove {
  if (from === to) return { ok: false, reason: "unchanged", message: `The lead is already ${to}.` };
  if (!LEAD_STATUS_MOVES[from].includes(to)) {
    return {
      ok: false,
      reason: "not-allowed",
      message: `A ${from} lead cannot be marked ${to}.`,
    };
  }
  return { ok: true };
}
