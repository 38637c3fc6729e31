import { ORDER_NOW_FORM_ANCHOR, orderNowLink } from "../navigation/routes";
import type { Model } from "../schemas/catalogue";

/** §9 model dropdown description truncation: 75 characters. */
export const MODEL_DROPDOWN_DESCRIPTION_LENGTH = 75;

/**
 * §9 a model's description in the New Vehicles dropdown: the first 75 characters plus "..." when
 * longer (as the finance disclaimer's short version); null when the model has none.
 */
export function modelDropdownDescription(text: string | null | undefined): string | null {
  const full = text?.trim().replace(/\s+/g, " ");
  if (!full) return null;
  return full.length > MODEL_DROPDOWN_DESCRIPTION_LENGTH
    ? `${full.slice(0, MODEL_DROPDOWN_DESCRIPTION_LENGTH).trimEnd()}...`
    : full;
}

/**
 * §2 a model in the New Vehicles dropdown: its model page, or — for a coming-soon model, which
 * has none — the register-interest form (#form-section) of /models.
 */
export function modelMenuLink(model: Pick<Model, "slug" | "name" | "status">): string {
  return orderNowLink(model) === ORDER_NOW_FORM_ANCHOR
    ? `/models${ORDER_NOW_FORM_ANCHOR}`
    : `/models/${encodeURIComponent(model.slug)}`;
}
