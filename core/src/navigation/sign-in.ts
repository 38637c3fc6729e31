import { SIGN_IN_TYPES, type SignInType } from "./routes";

const PROBE_ORIGIN = "http://same-site.invalid";
const MAX_TARGET_LENGTH = 2000;

/**
 * §2 sign-in redirect and back targets: only a path on this site ("/cars/x?y=1#z") is followed;
 * anything else — another host ("//evil.example", "https://…"), a backslash trick, control
 * characters, or the sign-in page itself (a loop) — gives `fallback`.
 */
export function safeRelativePath(value: string | null | undefined, fallback = "/"): string {
  if (typeof value !== "string") return fallback;
  const raw = value.trim();
  if (raw === "" || raw.length > MAX_TARGET_LENGTH) return fallback;
  // Browsers read "\" as "/" in URLs, so "/\evil.example" would leave the site.
  if (!raw.startsWith("/") || raw.startsWith("//") || raw.includes("\\") || hasControl(raw)) {
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  // Dot segments can collapse into "//" ("/.//evil.example" → "//evil.example"),
  // which a browser reads as another host.
  if (url.pathname.startsWith("//")) return fallback;
  if (url.pathname === "/sign-in" || url.pathname.startsWith("/sign-in/")) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Control characters (C0 and DEL) could split a header or hide a target. */
function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** A §2 sign-in type from the query, or null for a missing or unknown one. */
export function parseSignInType(value: string | null | undefined): SignInType | null {
  return (SIGN_IN_TYPES as readonly string[]).includes(value ?? "") ? (value as SignInType) : null;
}

/** What the sign-in is for, as the page heading says it (§2 sign-in types). */
export const SIGN_IN_HEADINGS: Record<SignInType, string> = {
  watchlist: "Sign in to save cars to your watchlist",
  "trade-in": "Sign in to value your trade-in",
  checkout: "Sign in to reserve or buy online",
  finance: "Sign in to apply for finance",
  "spin-to-win": "Sign in to spin to win",
  "online-payment": "Sign in to make an online payment",
  "car-finance": "Sign in to see finance for this car",
  "my-garage": "Sign in to your garage",
};
export const GENERIC_SIGN_IN_HEADING = "Sign in";

/** The sign-in page's reading of its query: the type, heading and the two checked targets. */
export type SignInRequest = {
  type: SignInType | null;
  heading: string;
  /** Where to go once signed in. */
  redirect: string;
  /** Where the Back link goes. */
  back: string;
};

/** §2 /sign-in?type=&redirect=&back=: unknown types read as a plain sign-in; targets stay on the site. */
export function signInRequest(
  query: { type?: string | null; redirect?: string | null; back?: string | null },
  fallbackRedirect = "/",
): SignInRequest {
  const type = parseSignInType(query.type);
  const back = safeRelativePath(query.back, "/");
  return {
    type,
    heading: type ? SIGN_IN_HEADINGS[type] : GENERIC_SIGN_IN_HEADING,
    redirect: safeRelativePath(query.redirect, fallbackRedirect),
    back,
  };
}
