/** One segment of the /spin-to-win wheel: what the shopper wins and its relative chance. */
export type Prize = { label: string; weight: number };

/** The wheel a site gets unless it configures its own prizes. */
export const DEFAULT_PRIZES: readonly Prize[] = [
  { label: "$50 fuel card", weight: 30 },
  { label: "Free wash and detail", weight: 25 },
  { label: "$100 off your next service", weight: 20 },
  { label: "Dealer cap and keyring", weight: 15 },
  { label: "Free window tinting", weight: 5 },
  { label: "$250 accessories voucher", weight: 5 },
];

/**
 * Picks a prize index by weight from `random`, a uniform number in [0, 1) (the caller owns the
 * randomness, so the server decides the prize and tests can pin it). Prizes of weight 0 never win.
 */
export function drawPrize(prizes: readonly Prize[], random: number): number {
  const total = prizes.reduce((sum, p) => sum + Math.max(0, p.weight), 0);
  if (prizes.length === 0 || total <= 0) throw new RangeError("drawPrize: no prize can be won");
  const r = Math.min(Math.max(random, 0), 1 - Number.EPSILON) * total;
  let upTo = 0;
  let last = 0;
  for (const [index, prize] of prizes.entries()) {
    if (prize.weight <= 0) continue;
    last = index;
    upTo += prize.weight;
    if (r < upTo) return index;
  }
  // Floating-point sums can fall a hair short of `total`: the last winnable prize takes it.
  return last;
}

/**
 * The wheel's final rotation in degrees (clockwise) that stops segment `index` of `count` equal
 * segments under a pointer at the top, after `turns` full turns. Segment 0 starts at the top.
 */
export function wheelStopAngle(index: number, count: number, turns = 5): number {
  const segment = 360 / count;
  const centre = index * segment + segment / 2;
  return turns * 360 + ((360 - centre) % 360);
}

/** The lead category a spin-to-win entry is stored under (a general enquiry the dealer receives). */
export const SPIN_TO_WIN_CATEGORY = "Spin to Win";

/** A shopper's spin-to-win entry: the lead that stored it, the prize, and its wheel segment. */
export type SpinEntry = { leadId: string; prize: string; index: number };

/**
 * The entry among one phone's leads on a site (one entry per phone): the lead with category
 * 'Spin to Win', its prize being the subcategory; `index` is -1 when the wheel has since changed.
 */
export function findSpinEntry(
  leads: ReadonlyArray<{ id: string; payload: Record<string, unknown> }>,
  prizes: readonly Prize[],
): SpinEntry | null {
  const lead = leads.find((l) => l.payload.category === SPIN_TO_WIN_CATEGORY);
  if (!lead) return null;
  const prize = typeof lead.payload.subcategory === "string" ? lead.payload.subcategory : "";
  return { leadId: lead.id, prize, index: prizes.findIndex((p) => p.label === prize) };
}
