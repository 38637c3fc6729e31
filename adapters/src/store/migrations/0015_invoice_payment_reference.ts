/**
 * Issue 15 leftover: an invoice payment sent with an Idempotency-Key has a reference derived from
 * the key, so two servers answering the same retry at once record one payment, not two: the
 * second insert of a reference finds the first. References were random before (about 50 bits),
 * so existing rows do not collide.
 * Each statement stays on one line: the migrator splits on a semicolon ending a line.
 */
export const sql = /* sql */ `
CREATE UNIQUE INDEX invoice_payments_site_reference_idx ON invoice_payments (site, reference);
`;
