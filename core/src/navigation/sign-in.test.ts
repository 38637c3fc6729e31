import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SIGN_IN_TYPES, signInUrl } from "./routes";
import { parseSignInType, SIGN_IN_HEADINGS, safeRelativePath, signInRequest } from "./sign-in";

describe("§2 sign-in targets stay on the site", () => {
  it.each([
    ["/my-garage", "/my-garage"],
    [
      "/cars/2022-toyota-corolla?form=test-drive#enquire",
      "/cars/2022-toyota-corolla?form=test-drive#enquire",
    ],
    ["/search/used-cars?page=2", "/search/used-cars?page=2"],
    ["  /finance  ", "/finance"],
    ["/a/../b", "/b"],
  ])("%j → %j", (value, expected) => expect(safeRelativePath(value)).toBe(expected));

  it.each([
    "https://evil.example/",
    "//evil.example/path",
    "/\\evil.example",
    "\\\\evil.example",
    "/.//",
    "/.//evil.example/path",
    "/a/..//evil.example",
    "javascript:alert(1)",
    "evil.example",
    "/cars\nSet-Cookie: x",
    "/sign-in?type=watchlist",
    "/sign-in/",
    "",
    "   ",
    `/${"a".repeat(2001)}`,
  ])("refuses %j", (value) => expect(safeRelativePath(value, "/fallback")).toBe("/fallback"));

  it("non-strings fall back", () => {
    expect(safeRelativePath(null)).toBe("/");
    expect(safeRelativePath(undefined, "/x")).toBe("/x");
  });

  it("property: whatever goes in, the result is a same-site path that is not the sign-in page", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.webPath()), (value) => {
        const out = safeRelativePath(value);
        expect(out.startsWith("/")).toBe(true);
        expect(out.startsWith("//")).toBe(false);
        expect(new URL(out, "http://site.test").origin).toBe("http://site.test");
        expect(new URL(out, "http://site.test").pathname).not.toBe("/sign-in");
      }),
    );
  });
});

describe("§2 sign-in request", () => {
  it("reads the type, a heading saying what it is for, and both targets", () => {
    expect(
      signInRequest({ type: "watchlist", redirect: "/cars/abc", back: "/search/used-cars" }),
    ).toEqual({
      type: "watchlist",
      heading: "Sign in to save cars to your watchlist",
      redirect: "/cars/abc",
      back: "/search/used-cars",
    });
  });

  it("an unknown type is a plain sign-in; bad targets fall back", () => {
    expect(
      signInRequest({ type: "admin", redirect: "https://evil.example", back: "//x" }, "/my-garage"),
    ).toEqual({ type: null, heading: "Sign in", redirect: "/my-garage", back: "/" });
  });

  it("every §2 type has its own heading, and round-trips through signInUrl", () => {
    for (const type of SIGN_IN_TYPES) {
      expect(SIGN_IN_HEADINGS[type]).toMatch(/^Sign in to /);
      const url = new URL(signInUrl(type, "/my-garage?x=1", "/cars/a"), "http://site.test");
      const query = Object.fromEntries(url.searchParams);
      expect(signInRequest(query)).toMatchObject({
        type,
        redirect: "/my-garage?x=1",
        back: "/cars/a",
      });
    }
    expect(new Set(Object.values(SIGN_IN_HEADINGS)).size).toBe(SIGN_IN_TYPES.length);
    expect(parseSignInType("my-garage")).toBe("my-garage");
    expect(parseSignInType(undefined)).toBeNull();
  });
});
