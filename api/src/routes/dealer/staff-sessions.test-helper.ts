import type { StaffRole } from "@forecourt/core";
import type { Harness } from "../../test-support/harness";

/**
 * A real staff session made through the store: the member is added, a code is requested through
 * better-auth (deps.dealerAuth, caught by the harness's local sender) and verified. Returns the
 * Cookie header value to send.
 */
export async function staffCookie(
  h: Harness,
  site: string,
  email: string,
  role: StaffRole,
): Promise<string> {
  const added = await h.store.staff.add(site, { email, role }, new Date());
  if (!added.ok && !(await h.store.staff.byEmail(site, email))) throw new Error("no staff");
  await h.deps.dealerAuth.sendCode(site, email);
  const code = h.staffCodes.codes.get(`${site}:${email}`);
  if (!code) throw new Error(`no code was sent to ${email} on ${site}`);
  const signedIn = await h.deps.dealerAuth.verifyCode(site, email, code, {
    headers: new Headers(),
    secure: false,
  });
  if (!signedIn.ok) throw new Error(`staff sign-in refused: ${signedIn.reason}`);
  return signedIn.setCookies.map((c) => c.split(";")[0]).join("; ");
}
