import { describe, expect, it } from "vitest";
import { siteHasPage } from "./site-pages";

describe("§2 a site answers only on its configured pages", () => {
  const site = { pages: ["/spin-to-win", "/online-payment/"] };
  it.each([
    ["/spin-to-win", true],
    ["/spin-to-win/", true],
    ["/online-payment?x=1", true],
    ["/my-garage", false],
    ["/", false],
  ])("%s → %s", (path, answers) => expect(siteHasPage(site, path)).toBe(answers));
});
