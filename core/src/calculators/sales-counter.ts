/** §9 sales counter constants. */
export const SALES_COUNTER_TIMEZONE = "Australia/Brisbane";
export const SALES_PER_DAY = 192;
export const SECONDS_PER_SALE = 450;
/** §4: recalculated every 150 seconds and animated over 2 seconds. */
export const SALES_COUNTER_REFRESH_SECONDS = 150;
export const SALES_COUNTER_ANIMATION_SECONDS = 2;

let brisbaneFormat: Intl.DateTimeFormat | null = null;

/**
 * The day of the month and the time of day in Australia/Brisbane. The platform's Intl does the
 * time-zone work here, not date-fns-tz: the counter runs in the home page's browser code, where
 * date-fns-tz would bring date-fns and its English locale with it.
 */
function brisbaneClock(now: Date) {
  brisbaneFormat ??= new Intl.DateTimeFormat("en-AU", {
    timeZone: SALES_COUNTER_TIMEZONE,
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
    hourCycle: "h23",
  });
  const parts = brisbaneFormat.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return {
    day: part("day"),
    hours: part("hour"),
    minutes: part("minute"),
    seconds: part("second"),
  };
}

/**
 * §9 'Sales this Month': in Australia/Brisbane, (day of month − 1) × 192 +
 * floor(seconds elapsed today / 450). `now` is a parameter (core has no clock).
 */
export function salesThisMonth(now: Date): number {
  const { day, hours, minutes, seconds } = brisbaneClock(now);
  const elapsedSeconds = hours * 3600 + minutes * 60 + seconds;
  return (day - 1) * SALES_PER_DAY + Math.floor(elapsedSeconds / SECONDS_PER_SALE);
}

/**
 * §4 the counter's animation: the value shown `elapsedMs` into the 2-second move from `from` to
 * `to` (ease-out, whole numbers), reaching `to` exactly at 2 s and staying there.
 */
export function salesCounterFrame(from: number, to: number, elapsedMs: number): number {
  const duration = SALES_COUNTER_ANIMATION_SECONDS * 1000;
  const t = Math.min(1, Math.max(0, elapsedMs / duration));
  if (t === 1) return to;
  const eased = 1 - (1 - t) ** 3;
  return Math.round(from + (to - from) * eased);
}
