import { describe, expect, it } from "vitest";
import { carriesSecureSessionCookie, carriesSessionCookie } from "./session-cookie";

describe("session cookie (§6)", () => {
  it.each([
    [undefined, false, false],
    ["", false, false],
    ["theme=dark", false, false],
    ["fc.session_token=abc.sig", true, false],
    ["theme=dark; __Secure-fc.session_token=abc.sig", true, true],
    // Only a cookie's name counts, not a value that happens to contain it.
    ["note=fc.session_token=x", false, false],
    ["xfc.session_token=abc", false, false],
  ])("%j → carries %s, Secure %s", (header, carries, secure) => {
    expect(carriesSessionCookie(header)).toBe(carries);
    expect(carriesSecureSessionCookie(header)).toBe(secure);
  });
});
