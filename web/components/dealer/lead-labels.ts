/** Words the leads screens show for a lead's kind, status and delivery. */

export const LEAD_STATUS_LABELS = {
  new: "New",
  contacted: "Contacted",
  won: "Won",
  lost: "Lost",
} as const;
export type LeadStatusName = keyof typeof LEAD_STATUS_LABELS;

export const DELIVERY_LABELS = {
  pending: "Sending",
  delivered: "Delivered",
  dead: "Failed (dead letter)",
} as const;
export type DeliveryState = keyof typeof DELIVERY_LABELS;

/** Where a lead is delivered (issue 32), as the lead's page names each target. */
export const DELIVERY_TARGET_LABELS = {
  webhook: "CRM webhook",
  email: "E-mail to the lead recipients",
  folder: "Lead folder",
  alert: "New-lead alert to staff",
  acknowledgement: "Acknowledgement to the shopper",
} as const;
export type DeliveryTargetName = keyof typeof DELIVERY_TARGET_LABELS;

/** "vehicle-enquiry" → "Vehicle enquiry". */
export const kindLabel = (kind: string) => {
  const words = kind.replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};
