"use client";

import { usePathname } from "next/navigation";
import { consoleApi } from "./console-api";

/**
 * The console's sections, in one list (issue 17 §3). A section is added here once; the link
 * of the screen in view carries aria-current.
 */
export const CONSOLE_SECTIONS = [
  { href: "/dealer/leads", label: "Leads" },
  { href: "/dealer/stock", label: "Stock" },
  { href: "/dealer/feed", label: "Feed" },
  { href: "/dealer/settings", label: "Settings" },
  { href: "/dealer/insights", label: "Insights" },
  { href: "/dealer/audit", label: "Audit log" },
] as const;

/** The console's navigation bar: site name, sections, sign out. */
export function ConsoleNav({ siteName }: { siteName: string }) {
  const pathname = usePathname() ?? "";
  const current = (href: string) => pathname === href || pathname.startsWith(`${href}/`);
  return (
    <nav
      aria-label="Dealer console"
      className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3"
    >
      <a href="/dealer/leads" className="font-bold">
        {siteName} · Dealer console
      </a>
      <ul className="flex flex-wrap gap-x-5 gap-y-1">
        {CONSOLE_SECTIONS.map((section) => (
          <li key={section.href}>
            <a
              href={section.href}
              aria-current={current(section.href) ? "page" : undefined}
              className="underline aria-[current=page]:font-bold aria-[current=page]:no-underline"
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="underline md:ml-auto"
        onClick={async () => {
          await consoleApi("/auth/sign-out", { method: "POST" });
          window.location.assign("/dealer");
        }}
      >
        Sign out
      </button>
    </nav>
  );
}
