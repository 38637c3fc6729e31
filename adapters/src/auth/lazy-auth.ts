import type { ShopperAuthPort, StaffAuthPort } from "@forecourt/core";
import type { StoreDb } from "../store/connection";
import type { ShopperAuthOptions } from "./shopper-auth";
import type { StaffAuthOptions } from "./staff-auth";

/**
 * The sign-in ports, with better-auth loaded on their first call. better-auth (with kysely and
 * jose) is about 1,900 modules: every process that opens the store paid for it at start, though
 * only a server signing someone in uses it (a CLI `site list` or `import` never does).
 */
export function lazyShopperAuth(db: StoreDb, options: ShopperAuthOptions): ShopperAuthPort {
  const port = once(async () => (await import("./shopper-auth")).createShopperAuth(db, options));
  return {
    sendCode: async (...args) => (await port()).sendCode(...args),
    verifyCode: async (...args) => (await port()).verifyCode(...args),
    session: async (...args) => (await port()).session(...args),
    signOut: async (...args) => (await port()).signOut(...args),
  };
}

export function lazyStaffAuth(db: StoreDb, options: StaffAuthOptions): StaffAuthPort {
  const port = once(async () => (await import("./staff-auth")).createStaffAuth(db, options));
  return {
    sendCode: async (...args) => (await port()).sendCode(...args),
    verifyCode: async (...args) => (await port()).verifyCode(...args),
    session: async (...args) => (await port()).session(...args),
    sessionSite: async (...args) => (await port()).sessionSite(...args),
    signOut: async (...args) => (await port()).signOut(...args),
  };
}

/** One load, shared by every caller (a failed load is retried on the next call). */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
