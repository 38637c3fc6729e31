import type { SiteConfig } from "@forecourt/core";
import { getPlatform } from "./platform";

/** Plain localhost's list of demo tenants: every site in the store. */
export async function tenantDirectorySites(): Promise<SiteConfig[]> {
  return (await getPlatform()).sites.list();
}
