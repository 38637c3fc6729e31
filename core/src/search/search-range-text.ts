import { formatThousands } from "../format/thousands";

/**
 * The line under the search heading. The heading already says how many cars match ("709 Cars for
 * sale"), so this line says which of them the page shows: "Showing 22–42 of 709 cars", or
 * "Showing all 15 cars" when one page holds them all. `shown` is how many of the search's hits the
 * page holds (a page of 21 hits whose sold runs are collapsed still covers 21 places).
 */
export function searchRangeText(input: {
  count: number;
  page: number;
  pageSize: number;
  shown: number;
  /** The site's word for a vehicle, singular ("car", "caravan"). */
  word: string;
}): string {
  const { count, page, pageSize, shown } = input;
  const words = (n: number) => `${input.word}${n === 1 ? "" : "s"}`;
  if (count === 0 || shown === 0) return `${formatThousands(count)} ${words(count)} found`;
  const from = (Math.max(1, page) - 1) * pageSize + 1;
  const to = Math.min(count, from + shown - 1);
  if (count === 1) return `Showing 1 ${input.word}`;
  if (from === 1 && to >= count) return `Showing all ${formatThousands(count)} ${words(count)}`;
  if (from > to) return `${formatThousands(count)} ${words(count)} found`;
  return `Showing ${formatThousands(from)}–${formatThousands(to)} of ${formatThousands(count)} ${words(count)}`;
}
