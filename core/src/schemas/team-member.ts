import { z } from "zod";

/**
 * Issue 21 §1: one of the dealer's people, shown with their photo on the About page ("Meet the
 * team"). The photo is the dealer's own picture of them; unset, no picture is shown.
 */
export const TeamMember = z.object({
  name: z.string().trim().min(1, "name must not be empty").max(80),
  role: z.string().trim().min(1, "role must not be empty").max(80),
  /** The location they work at (a location id), when the site has several. */
  location_id: z.string().nullable().default(null),
  /** A photo URL (path on this site or https); square, at least 192 pixels. */
  photo: z.string().nullable().default(null),
});
export type TeamMember = z.infer<typeof TeamMember>;
