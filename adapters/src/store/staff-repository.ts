import { NewStaff, type StaffMember, type StaffRepository, StaffRole } from "@forecourt/core";
import { and, asc, eq } from "drizzle-orm";
import type { StoreDb } from "./connection";
import { staff } from "./schema";

const toMember = (row: typeof staff.$inferSelect): StaffMember => ({
  id: row.id,
  site: row.site,
  email: row.email,
  role: StaffRole.parse(row.role),
  name: row.name || null,
  createdAt: row.createdAt,
});

/**
 * A site's staff (issue 17 §2). Rows are also better-auth's staff users (adapters/src/auth/
 * staff-auth), so removing a member ends their sessions through the foreign key's cascade.
 */
export function drizzleStaffRepository(db: StoreDb): StaffRepository {
  const byEmail = async (site: string, email: string) => {
    const [row] = await db
      .select()
      .from(staff)
      .where(and(eq(staff.site, site), eq(staff.email, email.trim().toLowerCase())))
      .limit(1);
    return row ? toMember(row) : null;
  };
  return {
    async add(site, input, now) {
      const member = NewStaff.parse(input);
      const [inserted] = await db
        .insert(staff)
        .values({
          site,
          id: crypto.randomUUID(),
          email: member.email,
          role: member.role,
          name: member.name || null,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: [staff.site, staff.email] })
        .returning();
      return inserted ? { ok: true, staff: toMember(inserted) } : { ok: false, reason: "exists" };
    },
    async list(site) {
      const rows = await db
        .select()
        .from(staff)
        .where(eq(staff.site, site))
        .orderBy(asc(staff.email));
      return rows.map(toMember);
    },
    byEmail,
    async byId(site, id) {
      const [row] = await db
        .select()
        .from(staff)
        .where(and(eq(staff.site, site), eq(staff.id, id)))
        .limit(1);
      return row ? toMember(row) : null;
    },
    async setRole(site, email, role, now) {
      const [row] = await db
        .update(staff)
        .set({ role: StaffRole.parse(role), updatedAt: now })
        .where(and(eq(staff.site, site), eq(staff.email, email.trim().toLowerCase())))
        .returning();
      return row ? toMember(row) : null;
    },
    async remove(site, email) {
      const removed = await db
        .delete(staff)
        .where(and(eq(staff.site, site), eq(staff.email, email.trim().toLowerCase())))
        .returning({ id: staff.id });
      return removed.length > 0;
    },
  };
}
