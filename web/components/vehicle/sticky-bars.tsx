import type { ReactNode } from "react";
import { ScrollMarks } from "./scroll-marks";

type Props = {
  /** A sold car offers Find Me Something Similar instead of the enquiry buttons (§2 sold state). */
  enquireLabel: string;
  title: string;
  price: string;
  enquireHref: string;
  call: ReactNode;
  stickyHeaderAt: number;
  mobileBarAt: number;
};

/**
 * §4 sticky header once scrolled 500px; §2 mobile bottom bar that adds the title and price past
 * 900px. Rendered on the server; ScrollMarks' attributes show and change them by CSS.
 */
export function StickyBars({
  enquireLabel,
  title,
  price,
  enquireHref,
  call,
  stickyHeaderAt,
  mobileBarAt,
}: Props) {
  return (
    <ScrollMarks headerAt={stickyHeaderAt} barAt={mobileBarAt}>
      <div
        className="fixed inset-x-0 top-0 z-50 hidden border-b border-gray-200 bg-white shadow md:group-data-[past-header=true]/scroll:block"
        data-testid="sticky-header"
      >
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-2">
          <p className="truncate font-bold">{title}</p>
          <div className="flex items-center gap-3">
            <span className="text-xl font-extrabold">{price}</span>
            <a
              href={enquireHref}
              className="rounded bg-brand px-4 py-2 text-sm font-semibold text-white"
            >
              {enquireLabel}
            </a>
          </div>
        </div>
      </div>
      <div
        className="fixed inset-x-0 bottom-0 z-40 border-t border-gray-200 bg-white p-2 shadow-[0_-2px_8px_rgba(0,0,0,0.08)] md:hidden"
        data-testid="mobile-bar"
      >
        <p className="hidden truncate px-1 pb-1 text-sm font-semibold group-data-[past-bar=true]/scroll:block">
          {title} · {price}
        </p>
        {/* Side by side where both labels fit on one line, else one a row: in two equal columns
            'Call Now - 07 555* ****' wrapped onto two lines on a 390 px phone. */}
        <div className={call ? "flex flex-wrap gap-2" : "grid gap-2"}>
          <a
            href={enquireHref}
            className="grow whitespace-nowrap rounded bg-brand px-3 py-3 text-center text-sm font-bold text-white"
          >
            {enquireLabel}
          </a>
          {call ? <div className="flex grow whitespace-nowrap [&>*]:grow">{call}</div> : null}
        </div>
      </div>
    </ScrollMarks>
  );
}
