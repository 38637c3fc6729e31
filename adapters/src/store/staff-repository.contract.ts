import { describe, expect, it } from "vitest";
import { contractSupport } from "./store-contract-support";
import type { TestDatabase } from "./test-databases";

const SECRET = "contract-secret-0123456789abcdef0123456789";

/** Dealer staff and their sign-in (issue 17 §2): scoped by site, an e-mail once per site. */
export function staffRepositoryContract(name: string, open: () => Promise<TestDatabase>): void {
  const { T0, withStore } = contractSupport(open);

  describe(`${name} store: staff`, () => {
    const s = withStore();

    it("adds a member once per site (e-mail in any case), lists by e-mail, removes", async () => {
      const { store, a, b } = s.get();
      const added = await store.staff.add(a, { email: " Jo@Alpha.example ", role: "owner" }, T0);
      if (!added.ok) throw new Error("refused");
      expect(added.staff).toMatchObject({ site: a, email: "jo@alpha.example", role: "owner" });
      expect(await store.staff.add(a, { email: "JO@alpha.example", role: "sales" }, T0)).toEqual({
        ok: false,
        reason: "exists",
      });
      // The same e-mail on another site is another member.
      expect((await store.staff.add(b, { email: "jo@alpha.example", role: "sales" }, T0)).ok).toBe(
        true,
      );
      await store.staff.add(a, { email: "amy@alpha.example", role: "manager", name: "Amy" }, T0);
      expect((await store.staff.list(a)).map((m) => [m.email, m.role, m.name])).toEqual([
        ["amy@alpha.example", "manager", "Amy"],
        ["jo@alpha.example", "owner", null],
      ]);
      expect((await store.staff.byEmail(b, "jo@alpha.example"))?.role).toBe("sales");
      expect(await store.staff.byId(b, added.staff.id)).toBeNull();
      expect((await store.staff.setRole(a, "jo@alpha.example", "sales", T0))?.role).toBe("sales");
      expect(await store.staff.setRole(a, "nobody@alpha.example", "sales", T0)).toBeNull();
      expect(await store.staff.remove(b, "amy@alpha.example")).toBe(false);
      expect(await store.staff.remove(a, "AMY@alpha.example")).toBe(true);
      expect((await store.staff.list(a)).map((m) => m.email)).toEqual(["jo@alpha.example"]);
    });

    it("refuses a bad e-mail or role, writing nothing", async () => {
      const { store, a } = s.get();
      const before = await store.staff.list(a);
      await expect(
        store.staff.add(a, { email: "not-an-email", role: "owner" }, T0),
      ).rejects.toThrow(/email/);
      await expect(
        store.staff.add(a, { email: "x@alpha.example", role: "boss" as "owner" }, T0),
      ).rejects.toThrow(/role/);
      expect(await store.staff.list(a)).toEqual(before);
    });

    it("sign-in: only staff of that site get a code; its own cookie; removal ends the session", async () => {
      const { store, a, b } = s.get();
      const codes = new Map<string, string>();
      const auth = store.staffAuth({
        secret: SECRET,
        codeSender: {
          async send(site, email, code) {
            codes.set(`${site}:${email}`, code);
          },
        },
      });
      const request = { headers: new Headers(), secure: false };
      await store.staff.add(a, { email: "kim@alpha.example", role: "manager" }, T0);
      // Not staff here (nor anywhere): no code, and nobody is created.
      await auth.sendCode(b, "kim@alpha.example");
      await auth.sendCode(a, "stranger@alpha.example");
      expect([...codes.keys()]).toEqual([]);
      expect(await store.staff.byEmail(a, "stranger@alpha.example")).toBeNull();

      await auth.sendCode(a, "Kim@Alpha.example");
      const code = codes.get(`${a}:kim@alpha.example`) ?? "";
      expect(code).toMatch(/^\d{6}$/);
      // Site A's code means nothing on site B.
      expect(await auth.verifyCode(b, "kim@alpha.example", code, request)).toEqual({
        ok: false,
        reason: "wrong",
      });
      expect(await auth.verifyCode(a, "kim@alpha.example", "000000", request)).toMatchObject({
        ok: false,
      });
      const signedIn = await auth.verifyCode(a, "kim@alpha.example", code, request);
      if (!signedIn.ok) throw new Error(`sign-in refused: ${signedIn.reason}`);
      expect(signedIn.staff).toMatchObject({
        site: a,
        email: "kim@alpha.example",
        role: "manager",
      });
      const cookie = signedIn.setCookies.map((c) => c.split(";")[0]).join("; ");
      expect(cookie).toMatch(/^fc-staff\.session_token=/);
      const headers = new Headers({ cookie });
      expect((await auth.session(a, headers))?.email).toBe("kim@alpha.example");
      expect(await auth.session(b, headers)).toBeNull();
      // A shopper's sign-in does not read the staff cookie.
      const shoppers = store.shopperAuth({ secret: SECRET, otpSender: { async send() {} } });
      expect(await shoppers.session(a, headers)).toBeNull();
      // A role change counts at the next request.
      await store.staff.setRole(a, "kim@alpha.example", "sales", T0);
      expect((await auth.session(a, headers))?.role).toBe("sales");
      // The code was used up.
      expect((await auth.verifyCode(a, "kim@alpha.example", code, request)).ok).toBe(false);
      // Removing the member ends the session.
      await store.staff.remove(a, "kim@alpha.example");
      expect(await auth.session(a, headers)).toBeNull();
    });

    it("signing out ends the session", async () => {
      const { store, a } = s.get();
      let last = "";
      const auth = store.staffAuth({
        secret: SECRET,
        codeSender: {
          async send(_site, _email, code) {
            last = code;
          },
        },
      });
      await store.staff.add(a, { email: "lee@alpha.example", role: "sales" }, T0);
      await auth.sendCode(a, "lee@alpha.example");
      const signedIn = await auth.verifyCode(a, "lee@alpha.example", last, {
        headers: new Headers(),
        secure: false,
      });
      if (!signedIn.ok) throw new Error(`sign-in refused: ${signedIn.reason}`);
      const headers = new Headers({
        cookie: signedIn.setCookies.map((c) => c.split(";")[0]).join("; "),
      });
      expect(await auth.session(a, headers)).not.toBeNull();
      const cleared = await auth.signOut(a, { headers, secure: false });
      expect(cleared.join(";")).toContain("fc-staff.session_token=");
      expect(await auth.session(a, headers)).toBeNull();
    });
  });
}
