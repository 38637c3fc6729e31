import type { MoneyQuickPick } from "@forecourt/core";

export type FieldOption = { value: string; label: string };

/** One question of a lead form; the answers are posted under `name`. */
export type FieldDef = {
  name: string;
  label: string;
  kind:
    | "text"
    | "email"
    | "tel"
    | "textarea"
    | "select"
    | "radio"
    | "checkbox"
    | "money"
    | "km"
    | "postcode"
    | "date"
    | "datetime"
    | "slot"
    | "number";
  required?: boolean;
  options?: FieldOption[];
  autoComplete?: string;
  /** Money inputs: §5 quick picks. */
  quickPicks?: MoneyQuickPick[];
  /** Takes the full row on wide screens. */
  wide?: boolean;
  help?: string;
  /** Slot fields: the location whose appointment slots are offered when no location is chosen. */
  slotLocation?: string;
  /** Slot fields: whose opening hours give the times (service bookings use the service hours). */
  slotHours?: "sales" | "service";
  /** Number inputs (§5 "Number inputs have step, min and max"). */
  min?: number;
  max?: number;
  /**
   * Words of the label that link to a page (the terms box names the site's Privacy Policy and
   * Terms & Conditions); they open in a new tab so a half-filled form is not lost.
   */
  labelLinks?: { text: string; href: string }[];
};

export type FormValues = Record<string, string | boolean>;

/** §3 contact fields every lead form asks first. */
export const CONTACT_FIELDS: FieldDef[] = [
  { name: "name", label: "First Name", kind: "text", required: true, autoComplete: "given-name" },
  { name: "last_name", label: "Last Name", kind: "text", autoComplete: "family-name" },
  { name: "email", label: "Email Address", kind: "email", required: true, autoComplete: "email" },
  { name: "phone", label: "Mobile Number", kind: "tel", required: true, autoComplete: "tel" },
];

export const POSTCODE_FIELD: FieldDef = {
  name: "postcode",
  label: "Postcode",
  kind: "postcode",
  required: true,
  autoComplete: "postal-code",
};
