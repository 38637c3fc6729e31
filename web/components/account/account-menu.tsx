"use client";

import { formatPhone, signInUrl } from "@forecourt/core";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import Link from "@/components/link";
import { signOut, useSession } from "@/lib/account/session-store";
import { useGaragePath, useIsGated } from "./account-context";

/**
 * The header's account entry: 'Sign in' (to the garage) on sites with a garage; once signed in,
 * a menu with the garage, the signed-in number and Sign out.
 */
export function AccountMenu() {
  const session = useSession();
  const garage = useGaragePath();
  const isGated = useIsGated();
  const pathname = usePathname();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const ref = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on navigation is the point.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent && event.key !== "Escape") return;
      if (event instanceof MouseEvent && ref.current?.contains(event.target as Node)) return;
      setOpen(false);
    };
    document.addEventListener("click", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("click", close);
      document.removeEventListener("keydown", close);
    };
  }, [open]);

  // Holds the Sign in link's room (an icon on phones and beside a desktop menu, words between).
  if (session.loading)
    return <span className="inline-block w-10 sm:w-20 xl:w-10 wide:w-20" aria-hidden="true" />;
  if (!session.user) {
    // No garage to sign in to, or already on the sign-in page.
    if (!garage || pathname.startsWith("/sign-in")) return null;
    return (
      <Link
        href={signInUrl("my-garage", garage, pathname)}
        className="flex min-h-10 min-w-10 shrink-0 items-center justify-center gap-1 whitespace-nowrap rounded border border-brand bg-white px-2 py-2 text-sm font-semibold text-brand sm:px-3 xl:min-h-0 xl:px-2 wide:px-3"
        data-testid="account-sign-in"
      >
        <PersonIcon className="h-5 w-5 sm:hidden xl:block wide:hidden" />
        {/* Words where the header has room; the icon (named by these words) on a phone and beside a long desktop menu. */}
        <span className="sr-only sm:not-sr-only xl:sr-only wide:not-sr-only">Sign in</span>
      </Link>
    );
  }
  const user = session.user;
  return (
    <div ref={ref} className="relative shrink-0">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-1 whitespace-nowrap rounded border border-brand bg-white px-3 py-2 text-sm font-semibold text-brand"
      >
        <PersonIcon className="h-5 w-5" />
        {/* A long dealer menu leaves room for the words only on wide screens. */}
        <span className="sr-only wide:not-sr-only">My account</span>
        <span aria-hidden="true">▾</span>
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute right-0 top-full z-50 mt-1 w-60 rounded border border-gray-200 bg-white py-2 shadow-lg"
      >
        <p className="px-4 pb-2 text-xs text-gray-700">
          Signed in as{" "}
          <span className="font-semibold text-gray-900">{formatPhone(user.phone)}</span>
        </p>
        {garage ? (
          <Link href={garage} className="block px-4 py-2 text-sm font-semibold hover:bg-gray-100">
            My Garage
          </Link>
        ) : null}
        <button
          type="button"
          onClick={async () => {
            await signOut();
            // A gated page is no longer open to this shopper: go home; elsewhere, re-render.
            if (isGated(pathname)) router.push("/");
            else router.refresh();
          }}
          className="block w-full px-4 py-2 text-left text-sm font-semibold hover:bg-gray-100"
        >
          Sign out
        </button>
      </div>
    </div>
  );
}

function PersonIcon({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 20 20" className={className} fill="currentColor" aria-hidden="true">
      <path d="M10 10a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0H3Z" />
    </svg>
  );
}
