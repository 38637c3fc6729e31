import { dealerTimeText, firstResponseState, type StaffMember } from "@forecourt/core";
import type { z } from "@hono/zod-openapi";
import type { FirstResponseView, LeadOwnerView } from "./lead-owner.schema";

type Owned = {
  createdAt: Date;
  ownerId?: string | null;
  firstResponseDueAt?: Date | null;
  firstResponseAt?: Date | null;
};

/** The owner's view: their id and name (or e-mail); null when the lead has none. */
export function ownerView(
  ownerId: string | null | undefined,
  staff: ReadonlyMap<string, Pick<StaffMember, "name" | "email">>,
): z.infer<typeof LeadOwnerView> | null {
  if (!ownerId) return null;
  const member = staff.get(ownerId);
  return { id: ownerId, label: member ? (member.name ?? member.email) : null };
}

/** Issue 34: a lead's owner and where it stands against its first-response target at `now`. */
export function ownershipView(
  lead: Owned,
  staff: ReadonlyMap<string, Pick<StaffMember, "name" | "email">>,
  now: Date,
  zone: string,
): {
  owner: z.infer<typeof LeadOwnerView> | null;
  firstResponse: z.infer<typeof FirstResponseView>;
} {
  const state = firstResponseState(
    {
      createdAt: lead.createdAt,
      firstResponseDueAt: lead.firstResponseDueAt ?? null,
      firstResponseAt: lead.firstResponseAt ?? null,
    },
    now,
  );
  const dueAt = state.state === "none" ? null : state.dueAt;
  return {
    owner: ownerView(lead.ownerId, staff),
    firstResponse: {
      state: state.state,
      dueAt: dueAt?.toISOString() ?? null,
      dueText: dueAt ? dealerTimeText(dueAt, zone) : null,
      tookMinutes: state.state === "answered" ? state.tookMinutes : null,
      withinTarget: state.state === "answered" ? state.withinTarget : null,
    },
  };
}
