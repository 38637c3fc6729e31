import type { InvoicePaymentRepository, StoredInvoicePayment } from "@forecourt/core";
import { asc, eq } from "drizzle-orm";
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
        .returning();
      if (!row) throw new Error("invoice payment insert returned no row");
      return toPayment(row);
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
