import type { SignInThrottleRepository } from "@forecourt/core/ports/sign-in-throttle";
import {
  FRESH_SIGN_IN_THROTTLE,
  type SignInThrottleState,
  throttleForgottenAt,
} from "@forecourt/core/security/sign-in-throttle";
import { and, eq, lt } from "drizzle-orm";
import type { StoreDb } from "./connection";
import { signInThrottles } from "./schema";

/** Rows that hold nothing any more are deleted at most this often (per process). */
const PRUNE_EVERY_MS = 60_000;
/** A change raced by this many others in a row is a bug, not contention. */
const MOST_TRIES = 50;

/**
 * Issue 30 §6 sign-in limits in the store: one row per destination, changed by compare-and-set on
 * its version (insert when absent, else update where the version is the one read), so two
 * instances changing one destination at once never both win; the loser re-runs on the newer state.
 */
export function drizzleSignInThrottleRepository(
  db: StoreDb,
  now: () => number = Date.now,
): SignInThrottleRepository {
  let prunedAt = 0;
  const prune = async () => {
    const at = now();
    if (at - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = at;
    await db.delete(signInThrottles).where(lt(signInThrottles.forgottenAt, at));
  };

  const read = async (key: string) => {
    const [row] = await db
      .select({ state: signInThrottles.state, version: signInThrottles.version })
      .from(signInThrottles)
      .where(eq(signInThrottles.key, key));
    return row ?? null;
  };

  /** Stores `state` if the row is still at `version` (null: still absent); whether it did. */
  const store = async (key: string, version: number | null, state: SignInThrottleState) => {
    const forgottenAt = throttleForgottenAt(state);
    if (version === null) {
      const inserted = await db
        .insert(signInThrottles)
        .values({ key, state, version: 1, forgottenAt })
        .onConflictDoNothing()
        .returning({ key: signInThrottles.key });
      return inserted.length === 1;
    }
    const updated = await db
      .update(signInThrottles)
      .set({ state, version: version + 1, forgottenAt })
      .where(and(eq(signInThrottles.key, key), eq(signInThrottles.version, version)))
      .returning({ key: signInThrottles.key });
    return updated.length === 1;
  };

  return {
    async update(key, change) {
      await prune();
      for (let tries = 0; tries < MOST_TRIES; tries++) {
        const row = await read(key);
        const before = row?.state ?? FRESH_SIGN_IN_THROTTLE;
        const answer = change(before);
        // A refusal changes nothing: no write.
        if (answer.state === before) return answer;
        if (await store(key, row?.version ?? null, answer.state)) return answer;
      }
      throw new Error(`sign-in limits: ${MOST_TRIES} racing changes to one destination`);
    },
  };
}
