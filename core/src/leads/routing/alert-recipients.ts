import type { RoutingTeam } from "./routing-rules";

/**
 * Issue 34 §1: who gets a new lead's alert: its owner, and every member of its team when the
 * team is set to alert all; each once, only people still on the staff, the owner first.
 */
export function alertRecipients<S extends { id: string }>(
  ownerId: string | null,
  team: Pick<RoutingTeam, "members" | "alertAll"> | null | undefined,
  staff: readonly S[],
): S[] {
  const byId = new Map(staff.map((s) => [s.id, s] as const));
  const ids = [ownerId, ...(team?.alertAll ? team.members : [])];
  const seen = new Set<string>();
  const recipients: S[] = [];
  for (const id of ids) {
    const member = id === null ? undefined : byId.get(id);
    if (!member || seen.has(member.id)) continue;
    seen.add(member.id);
    recipients.push(member);
  }
  return recipients;
}
