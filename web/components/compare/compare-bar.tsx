"use client";

import { compareFullMessage, compareHref } from "@forecourt/core/compare/compare-list";
import { usePathname } from "next/navigation";
import Link from "@/components/link";
import { useCompareNotice, useShopperList } from "@/lib/shopper-store";

/**
 * The floating 'Compare (n)' link to the list's shareable address, shown once the local compare
 * list has a car (not on /compare itself). When a fifth car is refused, it says so above the link
 * (issue 14 §2: nothing is silently dropped). It sits above the vehicle page's mobile contact bar.
 */
export function CompareBar() {
  const list = useShopperList("compare");
  const [full, dismiss] = useCompareNotice();
  const pathname = usePathname();
  if (list.length === 0 || pathname.endsWith("/compare")) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-24 z-30 flex flex-col items-end gap-2 px-4 md:bottom-6">
      {full ? (
        <div
          role="alert"
          data-testid="compare-full"
          className="pointer-events-auto flex max-w-sm items-start gap-3 rounded-lg border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950 shadow-lg"
        >
          <p>{compareFullMessage()}</p>
          <button
            type="button"
            onClick={dismiss}
            className="shrink-0 font-bold underline"
            aria-label="Dismiss the compare message"
          >
            OK
          </button>
        </div>
      ) : null}
      <Link
        href={compareHref(list.map((c) => c.id))}
        className="pointer-events-auto flex items-center gap-2 rounded-full bg-ink px-5 py-3 font-bold text-white shadow-lg ring-2 ring-white"
        data-testid="compare-bar"
      >
        <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true" fill="currentColor">
          <path d="M3 4h6v12H3zM11 4h6v12h-6z" opacity=".9" />
        </svg>
        Compare ({list.length})
      </Link>
    </div>
  );
}
