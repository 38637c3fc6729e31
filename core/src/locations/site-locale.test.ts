import { describe, expect, it } from "vitest";
import { siteLocale } from "./site-locale";

describe("siteLocale", () => {
  it("follows the site's country", () => {
    expect(siteLocale({ country: "AU" })).toEqual({ lang: "en-AU", ogLocale: "en_AU" });
    expect(siteLocale({ country: "NZ" })).toEqual({ lang: "en-NZ", ogLocale: "en_NZ" });
  });
});
