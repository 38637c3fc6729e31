"use client";

import type { PublicSiteSettings } from "@forecourt/core";
import { createContext, type ReactNode, useContext } from "react";

const SiteContext = createContext<PublicSiteSettings | null>(null);

/**
 * Gives client forms the tenant's public settings (core's validateLead and form layout need
 * them): publicSiteSettings(site), never the stored SiteConfig (issue 30 §1).
 */
export function SiteProvider({
  site,
  children,
}: {
  site: PublicSiteSettings;
  children: ReactNode;
}) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

export function useSite(): PublicSiteSettings {
  const site = useContext(SiteContext);
  if (!site) throw new Error("useSite needs a <SiteProvider> above it");
  return site;
}
