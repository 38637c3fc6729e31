import { pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { ts } from "./columns";

/** Each delivery target's own state for a lead (migration 0020; the FK cascades from `leads`). */
export const leadDeliveryTargets = pgTable(
  "lead_delivery_targets",
  {
    leadId: text("lead_id").notNull(),
    target: text("target").notNull(),
    state: text("state").$type<"pending" | "delivered" | "dead">().notNull(),
    lastError: text("last_error"),
    updatedAt: ts("updated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.leadId, t.target] })],
);
