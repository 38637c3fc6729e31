import { formatMoneyWithCents } from "../format/money";
import type { FinanceSettings } from "../schemas/site-config";

export type FixedFees = NonNullable<FinanceSettings["fixedFees"]>;

/** §9: the one dealer variant's fixed fees. */
export const DEALER_FIXED_FEES: FixedFees = {
  establishment: 395,
  securityRegistration: 6,
  monthlyAccountAdmin: 8,
  dealerAgency: 912.25,
};

export interface FixedFeeLine {
  key: keyof FixedFees;
  label: string;
  amount: number;
  /** Money with cents only when there are any: "$395", "$912.25". */
  text: string;
}

const FEE_LABELS: Record<keyof FixedFees, string> = {
  establishment: "Establishment fee",
  securityRegistration: "Vehicle security registration",
  monthlyAccountAdmin: "Monthly account admin fee",
  dealerAgency: "Dealer agency fee",
};

/** §9 fixed-fees dealer variant: the fee lines shown beside the calculator. */
export function fixedFeeLines(fees: FixedFees): FixedFeeLine[] {
  return (Object.keys(FEE_LABELS) as Array<keyof FixedFees>).map((key) => ({
    key,
    label: FEE_LABELS[key],
    amount: fees[key],
    text: formatMoneyWithCents(fees[key]),
  }));
}
