import type { InvoicePaymentRepository, StoredInvoicePayment } from "@forecourt/core";
import { and, asc, eq } from "drizzle-orm";
import type { StoreDb } from "./connection";
import { invoicePayments } from "./schema";

const toPayment = (row: typeof invoicePayments.$inferSelect): StoredInvoicePayment => ({ ...row });

/** Online invoice payments (§2 /online-payment); amounts stay decimal strings. */
export function drizzleInvoicePaymentRepository(db: StoreDb): InvoicePaymentRepository {
  return {
    async create(p, now) {
      const [row] = await db
        .insert(invoicePayments)
        .values({ ...p, id: crypto.randomUUID(), createdAt: now })
        .onConflictDoNothing({ target: [invoicePayments.site, invoicePayments.reference] })
        .returning();
      if (row) return toPayment(row);
      // The reference is already recorded: the same keyed payment, answered by another server.
      const [first] = await db
        .select()
        .from(invoicePayments)
        .where(and(eq(invoicePayments.site, p.site), eq(invoicePayments.reference, p.reference)));
      if (!first) throw new Error("invoice payment insert returned no row");
      return toPayment(first);
    },
    async list(site) {
      const rows = await db
        .select()
        .from(invoicePayments)
        .where(eq(invoicePayments.site, site))
        .orderBy(asc(invoicePayments.createdAt), asc(invoicePayments.id));
      return rows.map(toPayment);
    },
  };
}
