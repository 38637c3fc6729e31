import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultSiteConfig, SiteConfig } from "../schemas/site-config";
import { spinEmbedAddress } from "./spin-embed";
import { defaultSpinnerMode, spinnerModes } from "./spinner-view";

const base = defaultSiteConfig("embed");
const withEmbed = (spinEmbedUrl: string | null) => ({
  features: { ...base.features, spinEmbedUrl },
});
const TEMPLATE = "https://spins.example.com/embed/{spin_code}?autoplay=1";

describe("§7 the external 360-view viewer loads from the embed address with the spin_code", () => {
  it("puts the car's spin_code in the site's address", () => {
    expect(spinEmbedAddress({ spin_code: "spin-42" }, withEmbed(TEMPLATE))).toBe(
      "https://spins.example.com/embed/spin-42?autoplay=1",
    );
  });

  it("no address without a site embed or a spin_code", () => {
    expect(spinEmbedAddress({ spin_code: "spin-42" }, withEmbed(null))).toBeNull();
    expect(spinEmbedAddress({ spin_code: " " }, withEmbed(TEMPLATE))).toBeNull();
    expect(spinEmbedAddress({ spin_code: null }, withEmbed(TEMPLATE))).toBeNull();
  });

  it("any spin_code stays inside its slot: encoded, never changing the host or path", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }), (code) => {
        fc.pre(code.trim() !== "");
        const address = spinEmbedAddress({ spin_code: code }, withEmbed(TEMPLATE));
        if (code.trim() === "." || code.trim() === "..") {
          expect(address).toBeNull();
          return;
        }
        if (address === null) throw new Error(`no address for ${JSON.stringify(code)}`);
        const url = new URL(address);
        expect(url.host).toBe("spins.example.com");
        expect(decodeURIComponent(url.pathname.slice("/embed/".length))).toBe(code.trim());
        expect(url.search).toBe("?autoplay=1");
      }),
      { numRuns: 200, examples: [["."], [".."], [" .. "], ["../admin"], ["%2e%2e"]] },
    );
  });

  it("a car with an external viewer offers Spin (and opens on it) even without spin_images", () => {
    const car = { spin_images: [], spin_interior_image: null };
    const embed = spinEmbedAddress({ spin_code: "c1" }, withEmbed(TEMPLATE));
    expect(spinnerModes(car, embed)).toEqual(["spin", "images"]);
    expect(defaultSpinnerMode(car, base, embed)).toBe("spin");
    expect(spinnerModes(car)).toEqual(["images"]);
  });

  it("the site setting must be https with the {spin_code} slot", () => {
    const parse = (spinEmbedUrl: string) =>
      SiteConfig.safeParse({ ...base, features: { ...base.features, spinEmbedUrl } });
    expect(parse(TEMPLATE).success).toBe(true);
    expect(parse("https://spins.example.com/embed/").success).toBe(false);
    expect(parse("http://spins.example.com/{spin_code}").success).toBe(false);
  });
});
