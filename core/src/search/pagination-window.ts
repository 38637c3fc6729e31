/** §9 pagination: how many numbered page links the search page shows at most. */
export const PAGINATION_WINDOW = 5;

/**
 * §9 the numbered page links of a search page: up to `width` consecutive pages within
 * 1..pages, the current one centred where the ends allow; none when there are no pages.
 */
export function paginationWindow(page: number, pages: number, width = PAGINATION_WINDOW): number[] {
  const before = Math.floor((width - 1) / 2);
  const first = Math.max(1, Math.min(page - before, pages - width + 1));
  const last = Math.min(pages, first + width - 1);
  const window: number[] = [];
  for (let n = first; n <= last; n++) window.push(n);
  return window;
}
