import { createHash } from "node:crypto";
import type { IdempotencyKeyHolds } from "@forecourt/core";
import {
  KEY_IN_FLIGHT_DETAIL,
  KEY_REUSED_DETAIL,
} from "@forecourt/core/security/idempotency-messages";
import { ApiError } from "./api-error";

/** JSON with every object's keys sorted, so one body always gives one text whatever its key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** The SHA-256 of a body's canonical JSON, stored with its idempotency key. */
export const requestHashOf = (body: unknown): string =>
  createHash("sha256").update(canonicalJson(body)).digest("base64url");

export { KEY_IN_FLIGHT_DETAIL, KEY_REUSED_DETAIL };

/** The keys this process's requests hold while they run (core's IdempotencyKeyHolds). */
export function inProcessKeyHolds(): IdempotencyKeyHolds {
  const held = new Set<string>();
  return {
    hold(site, key) {
      const slot = `${site}\n${key}`;
      if (held.has(slot)) return false;
      held.add(slot);
      return true;
    },
    release: (site, key) => void held.delete(`${site}\n${key}`),
  };
}

/**
 * Idempotency-Key rules (IETF httpapi-idempotency-key-header, as Stripe does): the same key and
 * body replays the first answer; the key with another body is a 422; the key while its first
 * request is still running in this process is a 409. Across processes the database's unique
 * key makes a racing duplicate wait for the first and replay it.
 */
export function idempotencyGuard() {
  const holds = inProcessKeyHolds();
  return {
    /** Runs `work` as the only request holding `key` on `site`; no key, no guard. */
    async run<T>(site: string, key: string | null, work: () => Promise<T>): Promise<T> {
      if (key === null) return work();
      if (!holds.hold(site, key)) {
        throw new ApiError("IDEMPOTENCY_KEY_IN_FLIGHT", KEY_IN_FLIGHT_DETAIL);
      }
      try {
        return await work();
      } finally {
        holds.release(site, key);
      }
    },
    /** Refuses a replay whose body differs from the one the key was first used with. */
    checkReplay(stored: { requestHash?: string | null }, requestHash: string): void {
      // Leads stored before hashes were kept replay as they always did.
      if (stored.requestHash && stored.requestHash !== requestHash)
        throw new ApiError("IDEMPOTENCY_KEY_REUSED", KEY_REUSED_DETAIL);
    },
  };
}
