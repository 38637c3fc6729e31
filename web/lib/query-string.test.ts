import { describe, expect, it } from "vitest";
import { queryString } from "./query-string";

describe("queryString", () => {
  it("is empty without parameters, and for parameters without a value", () => {
    expect(queryString({})).toBe("");
    expect(queryString({ make: undefined })).toBe("");
  });

  it("keeps repeated keys in order, as the browser sent them", () => {
    expect(queryString({ make: ["Toyota", "Mazda"], page: "2" })).toBe(
      "?make=Toyota&make=Mazda&page=2",
    );
  });

  it("encodes what a query string must, so it reads back the same", () => {
    const text = queryString({ q: "Hilux SR5 & co", price: "10000-20000", note: "50%=ok?" });
    expect(text).toBe("?q=Hilux+SR5+%26+co&price=10000-20000&note=50%25%3Dok%3F");
    expect(Object.fromEntries(new URLSearchParams(text))).toEqual({
      q: "Hilux SR5 & co",
      price: "10000-20000",
      note: "50%=ok?",
    });
  });
});
