/** §9: the finance disclaimer's short version is truncated to 197 characters. */
export const DISCLAIMER_SHORT_LENGTH = 197;

export interface FinanceDisclaimer {
  full: string;
  /** The collapsed text: the first 197 characters plus "..." when longer. */
  short: string;
  truncated: boolean;
}

/** §4/§9 finance disclaimer: full text plus the collapsed short version. */
export function financeDisclaimer(text: string | null | undefined): FinanceDisclaimer {
  const full = text?.trim() ?? "";
  const truncated = full.length > DISCLAIMER_SHORT_LENGTH;
  return {
    full,
    short: truncated ? `${full.slice(0, DISCLAIMER_SHORT_LENGTH)}...` : full,
    truncated,
  };
}
