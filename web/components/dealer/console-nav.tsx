"use client";

import type { DealerAbility } from "@forecourt/core";
import { usePathname } from "next/navigation";
import { callApi } from "@/lib/client/api-client";
import { useStaffAbilities } from "./staff-abilities";

/**
 * The console's sections, in one list (issue 17 §3), each with the ability core's
 * DEALER_ABILITIES gives the roles that may open it (issue 31 §3); `null`: every member (the
 * stock list is read by all, its buttons need "stock"). The link of the screen in view carries
 * aria-current.
 */
export const CONSOLE_SECTIONS: readonly {
  href: string;
  label: string;
  ability: DealerAbility | null;
}[] = [
  { href: "/dealer/leads", label: "Leads", ability: "leads" },
  { href: "/dealer/stock", label: "Stock", ability: null },
  { href: "/dealer/feed", label: "Feed", ability: "stock" },
  { href: "/dealer/settings", label: "Settings", ability: "hours" },
  { href: "/dealer/insights", label: "Insights", ability: "insights" },
  { href: "/dealer/audit", label: "Audit log", ability: "audit" },
];

/** The console's navigation bar: site name, the sections the member may use, sign out. */
export function ConsoleNav({ siteName }: { siteName: string }) {
  const pathname = usePathname() ?? "";
  const known = useStaffAbilities();
  const current = (href: string) => pathname === href || pathname.startsWith(`${href}/`);
  // Nothing is listed until the member is known, so no section flashes that their role lacks.
  const sections = known?.signedIn
    ? CONSOLE_SECTIONS.filter((s) => s.ability === null || known.abilities.has(s.ability))
    : [];
  return (
    <nav
      aria-label="Dealer console"
      className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3"
    >
      <a href="/dealer/leads" className="font-bold">
        {siteName} · Dealer console
      </a>
      {sections.length > 0 ? (
        <ul className="flex flex-wrap gap-x-5 gap-y-1">
          {sections.map((section) => (
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
      ) : null}
      {known?.signedIn ? (
        <button
          type="button"
          className="underline md:ml-auto"
          onClick={async () => {
            await callApi("POST /dealer/auth/sign-out");
            window.location.assign("/dealer");
          }}
        >
          Sign out
        </button>
      ) : null}
    </nav>
  );
}
