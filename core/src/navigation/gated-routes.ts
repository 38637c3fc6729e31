import type { SiteConfig } from "../schemas/site-config";
import { GARAGE_ROUTES } from "./garage-routes";
import { type SignInType, signInUrl } from "./routes";

export { GARAGE_ROUTES };

type GatedSite = { features: Pick<SiteConfig["features"], "gated"> };

const FINANCE_ROUTES = [
  "/finance",
  "/finance-enquiry",
  "/apply-for-finance",
  "/finance-pre-approval",
];

/**
 * §4 gated access: which sign-in type a path needs on this site, or null when it is open.
 * Garage routes are always gated; checkout (/cars/{slug}/checkout or buy-online,
 * /checkout-journey), finance, spin-to-win, equifax finance (read as the personalised
 * /personalised/finance page) and online payment follow site.features.gated; trade-in and
 * sell-my-car are not gated by default.
 */
export function gateFor(path: string, site: GatedSite): SignInType | null {
  const p = path.split(/[?#]/)[0]?.replace(/\/+$/, "") || "/";
  const gated = site.features.gated;
  if ((GARAGE_ROUTES as readonly string[]).includes(p)) return "my-garage";
  if (/^\/cars\/[^/]+\/(checkout|buy-online)$/.test(p) || p === "/checkout-journey") {
    return gated.checkout ? "checkout" : null;
  }
  if (p === "/personalised/finance") return gated.equifaxFinance ? "car-finance" : null;
  if (FINANCE_ROUTES.includes(p)) return gated.finance ? "finance" : null;
  if (p === "/spin-to-win") return gated.spinToWin ? "spin-to-win" : null;
  if (p === "/online-payment") return gated.onlinePayment ? "online-payment" : null;
  return null;
}

export type GateDecision =
  | { action: "allow" }
  | { action: "wait" }
  | { action: "redirect"; to: string };

export type GateInput = {
  /** The requested path (with its query), used as the redirect target. */
  path: string;
  /** The page the shopper came from, used as the back target. */
  back: string;
  signedIn: boolean;
  /** Whether the session is still loading; the redirect happens only after loading ends. */
  loading: boolean;
};

/**
 * §4: a signed-out user on a gated route is redirected to sign-in with redirect and back
 * targets, after loading ends. Checkout waits for a car slug.
 */
export function gateDecision(input: GateInput, site: GatedSite): GateDecision {
  const type = gateFor(input.path, site);
  if (type === null) return { action: "allow" };
  if (input.loading) return { action: "wait" };
  if (
    type === "checkout" &&
    /^\/checkout-journey(\?|$)/.test(input.path) &&
    !/[?&]car_id=[^&]+/.test(input.path)
  ) {
    return { action: "wait" };
  }
  if (input.signedIn) return { action: "allow" };
  return { action: "redirect", to: signInUrl(type, input.path, input.back) };
}
