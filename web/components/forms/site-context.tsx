"use client";

import type { SiteConfig } from "@forecourt/core";
import { createContext, type ReactNode, useContext } from "react";

const SiteContext = createContext<SiteConfig | null>(null);

/** Gives client forms the tenant's settings (core's validateLead and form layout need them). */
export function SiteProvider({ site, children }: { site: SiteConfig; children: ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteConfig {
  const site = useContext(SiteContext);
  if (!site) throw new Error("useSite needs a <SiteProvider> above it");
  return site;
}
