import type { SignInThrottleRepository } from "../ports/sign-in-throttle";
import type { StaffAuthPort, StaffRepository } from "../ports/staff";
import { FRESH_SIGN_IN_THROTTLE, type SignInThrottleState } from "../security/sign-in-throttle";
import type { StaffMember } from "../staff/staff";

/** Test-only in-memory ports for the staff sign-in use cases. */

export function memoryThrottle(): SignInThrottleRepository & {
  states: Map<string, SignInThrottleState>;
} {
  const states = new Map<string, SignInThrottleState>();
  return {
    states,
    async update(key, change) {
      const answer = change(states.get(key) ?? FRESH_SIGN_IN_THROTTLE);
      states.set(key, answer.state);
      return answer;
    },
  };
}

export const member = (site: string, email: string): StaffMember => ({
  id: `staff-${email}`,
  site,
  email,
  role: "sales",
  name: null,
  createdAt: new Date("2026-01-01T00:00:00Z"),
});

/** A site's staff by address, and a sign-in port whose codes are `code-<n>` it keeps. */
export function memoryStaffSignIn(staffOf: Record<string, string[]>) {
  const sent: Array<{ site: string; email: string; code: string }> = [];
  let failWith: Error | null = null;
  const staff: Pick<StaffRepository, "byEmail"> = {
    async byEmail(site, email) {
      return staffOf[site]?.includes(email) ? member(site, email) : null;
    },
  };
  const staffAuth: Pick<StaffAuthPort, "sendCode" | "verifyCode"> = {
    async sendCode(site, email) {
      if (failWith) throw failWith;
      sent.push({ site, email, code: String(100000 + sent.length) });
    },
    async verifyCode(site, email, code) {
      const last = sent.filter((s) => s.site === site && s.email === email).at(-1);
      if (!last) return { ok: false, reason: "missing" };
      if (last.code !== code) return { ok: false, reason: "wrong" };
      return {
        ok: true,
        staff: member(site, email),
        setCookies: [`fc-staff.session_token=${code}`],
      };
    },
  };
  return { sent, staff, staffAuth, failNextWith: (error: Error | null) => (failWith = error) };
}
