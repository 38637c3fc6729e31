import { z } from "zod";
import { StaffRole } from "./roles";

/** A staff e-mail as kept: trimmed and lower-cased, so one address is one member per site. */
export const StaffEmail = z
  .string({ error: () => "Please enter an e-mail address." })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: () => "Please enter a valid e-mail address." }).max(254));

/** What `forecourt staff add` (and the console's staff page) asks for. */
export const NewStaff = z.object({
  email: StaffEmail,
  role: StaffRole,
  name: z.string().trim().max(100).optional(),
});
export type NewStaff = z.input<typeof NewStaff>;

/** A member of a site's staff. */
export interface StaffMember {
  id: string;
  site: string;
  email: string;
  role: StaffRole;
  name: string | null;
  createdAt: Date;
}
