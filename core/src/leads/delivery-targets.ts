import type { DeliveryTargetName } from "../ports/leads";

/**
 * Issue 32 §2: where a lead goes. The site's webhook when it has one and e-mail when the lead
 * has recipients, both when both are set; the local folder only when it has neither (the
 * embedded default). Then the notices: the new-lead alert to staff, the acknowledgement to the
 * shopper. Webhook first: it answers at once, mail may queue.
 */
export function leadDeliveryTargets(has: {
  webhook: boolean;
  email: boolean;
  alert?: boolean;
  acknowledgement?: boolean;
}): DeliveryTargetName[] {
  const targets: DeliveryTargetName[] = [];
  if (has.webhook) targets.push("webhook");
  if (has.email) targets.push("email");
  if (targets.length === 0) targets.push("folder");
  if (has.alert) targets.push("alert");
  if (has.acknowledgement) targets.push("acknowledgement");
  return targets;
}

/**
 * Whether a target refusing a lead for good makes the lead a dead letter: the dealer's own do
 * (the lead did not reach them); a notice does not (a shopper's address that bounces is no
 * reason to show the dealer a lead they have), though its own state records the refusal.
 */
export function refusalKillsLead(target: DeliveryTargetName): boolean {
  return target === "webhook" || target === "email" || target === "folder";
}
