"use client";

import { gateFor, type SiteConfig } from "@forecourt/core";
import { createContext, type ReactNode, useContext } from "react";

/** The site's account settings the browser needs: its garage path and gated routes. */
type AccountSettings = {
  garagePath: string | null;
  gated: SiteConfig["features"]["gated"];
};

const AccountContext = createContext<AccountSettings>({
  garagePath: null,
  gated: {
    checkout: false,
    finance: false,
    spinToWin: false,
    equifaxFinance: false,
    onlinePayment: false,
  },
});

/** Provided once by the tenant chrome, from core's garageRoute(site) and the gated settings. */
export function AccountProvider({
  children,
  ...settings
}: AccountSettings & { children: ReactNode }) {
  return <AccountContext.Provider value={settings}>{children}</AccountContext.Provider>;
}

/** The garage path of this site, or null when it has no garage (and so no watchlist). */
export function useGaragePath(): string | null {
  return useContext(AccountContext).garagePath;
}

/** Whether a path needs a signed-in shopper on this site (core's §4 gate rule). */
export function useIsGated(): (path: string) => boolean {
  const { gated } = useContext(AccountContext);
  return (path) => gateFor(path, { features: { gated } }) !== null;
}

/** The current page as a §2 sign-in redirect/back target. */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}
