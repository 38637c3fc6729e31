import { describe, expect, it } from "vitest";
import { absoluteSiteUrl, siteOrigin } from "./site-url";

const site = { domains: ["demo-motors.com.au", "www.demo-motors.com.au"] };

describe("siteOrigin", () => {
  it.each([
    [["demo-motors.com.au"], "https://demo-motors.com.au"],
    [["demo.localhost:3000"], "http://demo.localhost:3000"],
    [[], null],
  ])("%j → %s", (domains, origin) => {
    expect(siteOrigin({ domains })).toBe(origin);
  });
});

describe("absoluteSiteUrl", () => {
  it.each([
    ["/images/cars/u1234-1.webp", "https://demo-motors.com.au/images/cars/u1234-1.webp"],
    ["images/a.jpg", "https://demo-motors.com.au/images/a.jpg"],
    ["https://cdn.example/a.jpg", "https://cdn.example/a.jpg"],
    ["//cdn.example/a.jpg", "https://cdn.example/a.jpg"],
  ])("%s → %s on the primary host", (url, absolute) => {
    expect(absoluteSiteUrl(site, url)).toBe(absolute);
  });

  it("leaves a path as it is on a site with no domain", () => {
    expect(absoluteSiteUrl({ domains: [] }, "/images/a.jpg")).toBe("/images/a.jpg");
  });
});
