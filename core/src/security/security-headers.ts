/**
 * The response headers that keep a page or an API answer from being abused in a browser
 * (issue 16 §1): a nonce-based Content-Security-Policy ('strict-dynamic' lets the scripts a
 * nonced script loads run, so Next's chunks need no host list), HSTS on https only (a
 * browser ignores it on http and a local host must stay reachable), and the usual others.
 */
export interface PageHeaderInput {
  /** A fresh, unguessable value per response (base64). */
  nonce: string;
  https: boolean;
  /** The site's `frameAncestors` origins; the site itself may always frame its pages. */
  frameAncestors: readonly string[];
  /** Next's development server needs eval for React's debugging. */
  development?: boolean;
}

/** HSTS for two years on every sub-domain; sent on https answers only. */
export const HSTS = "max-age=63072000; includeSubDomains";
/** Features no dealer page uses; geolocation stays for "near me" on the site itself. */
export const PERMISSIONS_POLICY =
  "camera=(), microphone=(), payment=(self), geolocation=(self), usb=(), interest-cohort=()";

const common = (https: boolean): Record<string, string> => ({
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": PERMISSIONS_POLICY,
  ...(https ? { "Strict-Transport-Security": HSTS } : {}),
});

/** The Content-Security-Policy of a page: scripts only by nonce, no plugins, no foreign base or framing. */
export function pageContentSecurityPolicy(input: PageHeaderInput): string {
  const scripts = [
    `'nonce-${input.nonce}'`,
    "'strict-dynamic'",
    ...(input.development ? ["'unsafe-eval'"] : []),
  ];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    // Styles: Next and the theme write inline style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    // Car photos, maps and videos come from the dealer's own CDNs and embeds.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self' https:",
    "media-src 'self' blob: https:",
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${["'self'", ...input.frameAncestors].join(" ")}`,
    ...(input.https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** Every security header of a page answer. */
export function pageSecurityHeaders(input: PageHeaderInput): Record<string, string> {
  return { "Content-Security-Policy": pageContentSecurityPolicy(input), ...common(input.https) };
}

/** The API answers JSON and PDFs only: nothing in them may run, load or be framed. */
export function apiSecurityHeaders(https: boolean): Record<string, string> {
  return {
    "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    ...common(https),
  };
}
