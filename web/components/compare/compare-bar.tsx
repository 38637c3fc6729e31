"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useShopperList } from "@/lib/shopper-store";

/**
 * The floating 'Compare (n)' link, shown once the local compare list has a car (not on /compare
 * itself). It sits above the vehicle page's mobile contact bar on phones.
 */
export function CompareBar() {
  const count = useShopperList("compare").length;
  const pathname = usePathname();
  if (count === 0 || pathname.endsWith("/compare")) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-24 z-30 flex justify-end px-4 md:bottom-6">
      <Link
        href="/compare"
        className="pointer-events-auto flex items-center gap-2 rounded-full bg-ink px-5 py-3 font-bold text-white shadow-lg ring-2 ring-white"
        data-testid="compare-bar"
      >
        <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true" fill="currentColor">
          <path d="M3 4h6v12H3zM11 4h6v12h-6z" opacity=".9" />
        </svg>
        Compare ({count})
      </Link>
    </div>
  );
}
