/** §9 dealer comment truncation: 400 characters. */
export const DEALER_COMMENTS_LIMIT = 400;
/** §4 text shown when a car has no dealer comments. */
export const DEALER_COMMENTS_PENDING = "Dealer comments are pending. Please check back here later.";

export type DealerCommentsView = {
  /** The text to show in the current state (collapsed or expanded). */
  text: string;
  /** Whether the more/less toggle is shown (the comments exceed 400 characters). */
  toggle: boolean;
  /** True when there were no comments and the pending text is shown. */
  pending: boolean;
};

/** §4 Dealer comments: collapsed to 400 characters with a more/less toggle; empty shows the pending text. */
export function dealerCommentsView(
  comments: string | null | undefined,
  expanded = false,
): DealerCommentsView {
  const text = comments?.trim() ?? "";
  if (text === "") return { text: DEALER_COMMENTS_PENDING, toggle: false, pending: true };
  // Count by code point so an emoji or accented letter is never cut in half.
  const chars = Array.from(text);
  const toggle = chars.length > DEALER_COMMENTS_LIMIT;
  const shown = toggle && !expanded ? chars.slice(0, DEALER_COMMENTS_LIMIT).join("") : text;
  return { text: shown, toggle, pending: false };
}
