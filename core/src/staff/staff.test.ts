import { describe, expect, it } from "vitest";
import { carriesSecureStaffSessionCookie, carriesStaffSessionCookie } from "./session-cookie";
import { NewStaff } from "./staff";

describe("NewStaff", () => {
  it("keeps the e-mail trimmed and lower-cased", () => {
    expect(NewStaff.parse({ email: "  Jo@Dealer.Example ", role: "sales" })).toEqual({
      email: "jo@dealer.example",
      role: "sales",
    });
  });

  it.each([
    [{ email: "nope", role: "sales" }, "Please enter a valid e-mail address."],
    [{ role: "sales" }, "Please enter an e-mail address."],
    [{ email: "a@b.example", role: "admin" }, "Choose owner, manager or sales."],
  ])("%j → %s", (input, message) => {
    expect(NewStaff.safeParse(input).error?.issues[0]?.message).toBe(message);
  });
});

describe("the staff session cookie", () => {
  it("is its own name: a shopper's cookie is not a staff one", () => {
    expect(carriesStaffSessionCookie("fc.session_token=x")).toBe(false);
    expect(carriesStaffSessionCookie("a=1; fc-staff.session_token=x")).toBe(true);
    expect(carriesStaffSessionCookie("__Secure-fc-staff.session_token=x")).toBe(true);
    expect(carriesSecureStaffSessionCookie("fc-staff.session_token=x")).toBe(false);
    expect(carriesSecureStaffSessionCookie("__Secure-fc-staff.session_token=x")).toBe(true);
    expect(carriesStaffSessionCookie(undefined)).toBe(false);
  });
});
