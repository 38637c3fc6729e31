"use client";

import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import Link from "@/components/link";
import type { NavEntry } from "@/lib/view/menu";
import { DropdownList } from "./dropdown-list";

type Props = {
  entries: NavEntry[];
  /** §2: header dropdowns open on click, or on hover on some sites. */
  hover: boolean;
  phone: { text: string; href: string } | null;
};

/** The main menu: a disclosure list on phones, a row with dropdowns on desktops. */
export function NavMenu({ entries, hover, phone }: Props) {
  const [mobileOpen, setMobileOpen] = useState(false);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const pathname = usePathname();
  const navRef = useRef<HTMLElement>(null);
  const menuId = useId();
  // On hover sites the pointer opens a dropdown on its way to the button; the click that follows
  // must not close it again (it toggles only for keyboard and touch, which do not hover first).
  const openedByHover = useRef<number | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on navigation is the point.
  useEffect(() => {
    setMobileOpen(false);
    setOpenIndex(null);
  }, [pathname]);

  useEffect(() => {
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent && event.key !== "Escape") return;
      if (event instanceof MouseEvent && navRef.current?.contains(event.target as Node)) return;
      setOpenIndex(null);
    };
    document.addEventListener("click", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("click", close);
      document.removeEventListener("keydown", close);
    };
  }, []);

  return (
    <nav ref={navRef} aria-label="Main" className="ml-auto flex shrink-0 items-center gap-2">
      <button
        type="button"
        className="flex min-h-10 min-w-10 items-center justify-center gap-1.5 whitespace-nowrap rounded border border-gray-300 px-2 py-2 text-sm font-semibold sm:px-3 xl:hidden"
        aria-expanded={mobileOpen}
        aria-controls={menuId}
        onClick={() => setMobileOpen((open) => !open)}
      >
        <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true">
          <path
            d="M3 5h14M3 10h14M3 15h14"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        {/* A phone's header keeps its room for the dealer's logo: the icon, named 'Menu'. */}
        <span className="sr-only sm:not-sr-only">Menu</span>
      </button>
      <ul
        id={menuId}
        className={`${mobileOpen ? "block" : "hidden"} absolute inset-x-0 top-full max-h-[80vh] overflow-y-auto border-b border-gray-200 bg-white p-4 shadow-lg xl:static xl:flex xl:max-h-none xl:items-center xl:overflow-visible xl:border-0 xl:p-0 xl:shadow-none`}
      >
        {entries.map((entry, index) => (
          <li
            key={`${entry.label}-${entry.href ?? ""}`}
            className="relative"
            onMouseEnter={
              hover
                ? () => {
                    openedByHover.current = index;
                    setOpenIndex(index);
                  }
                : undefined
            }
            onMouseLeave={
              hover
                ? () => {
                    openedByHover.current = null;
                    setOpenIndex(null);
                  }
                : undefined
            }
          >
            {entry.children && entry.children.length > 0 ? (
              <>
                <button
                  type="button"
                  className="flex w-full items-center justify-between gap-1 whitespace-nowrap rounded px-3 py-2 text-left text-sm font-semibold hover:bg-gray-100 xl:px-2.5 2xl:px-3"
                  aria-expanded={openIndex === index}
                  onClick={() => {
                    if (openedByHover.current === index) {
                      openedByHover.current = null;
                      setOpenIndex(index);
                      return;
                    }
                    setOpenIndex((open) => (open === index ? null : index));
                  }}
                >
                  {entry.label}
                  <span aria-hidden="true">▾</span>
                </button>
                <DropdownList
                  entries={entry.children}
                  open={openIndex === index}
                  label={entry.label}
                />
              </>
            ) : (
              <Link
                href={entry.href ?? "/"}
                aria-current={pathname === entry.href ? "page" : undefined}
                className="block whitespace-nowrap rounded px-3 py-2 text-sm font-semibold hover:bg-gray-100 xl:px-2.5 2xl:px-3"
              >
                {entry.label}
              </Link>
            )}
          </li>
        ))}
        {/* On the narrowest phones the header has no room for Saved beside a legible logo. */}
        <li className="hidden max-[374px]:block">
          <Link
            href="/saved"
            className="block whitespace-nowrap rounded px-3 py-2 text-sm font-semibold hover:bg-gray-100"
            data-testid="menu-saved"
          >
            <span aria-hidden="true" className="text-red-600">
              ♡
            </span>{" "}
            Saved
          </Link>
        </li>
      </ul>
      {phone ? (
        <a
          href={phone.href}
          className="hidden whitespace-nowrap rounded bg-brand px-4 py-2 text-sm font-bold text-white sm:inline-block xl:px-3"
        >
          {phone.text}
        </a>
      ) : null}
    </nav>
  );
}
