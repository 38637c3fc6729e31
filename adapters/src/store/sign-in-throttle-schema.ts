import type { SignInThrottleState } from "@forecourt/core/security/sign-in-throttle";
import { bigint, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";

/** The sign-in code limits' state per destination (migration 0016). */
export const signInThrottles = pgTable(
  "sign_in_throttles",
  {
    key: text("key").primaryKey(),
    state: jsonb("state").$type<SignInThrottleState>().notNull(),
    version: integer("version").notNull(),
    forgottenAt: bigint("forgotten_at", { mode: "number" }).notNull(),
  },
  (t) => [index("sign_in_throttles_forgotten_idx").on(t.forgottenAt)],
);
