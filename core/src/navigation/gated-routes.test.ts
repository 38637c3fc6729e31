import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "../schemas/site-config";
import { GARAGE_ROUTES, gateDecision, gateFor } from "./gated-routes";

const base = defaultSiteConfig("demo");
const allGated = {
  features: {
    ...base.features,
    gated: {
      checkout: true,
      finance: true,
      spinToWin: true,
      equifaxFinance: true,
      onlinePayment: true,
    },
  },
};

describe("§4 gated access", () => {
  it("garage routes are always gated", () => {
    for (const path of GARAGE_ROUTES) expect(gateFor(path, base)).toBe("my-garage");
  });

  it.each([
    ["/cars/abc/checkout", "checkout"],
    ["/cars/abc/buy-online", "checkout"],
    ["/checkout-journey?car_id=abc", "checkout"],
    ["/finance", "finance"],
    ["/apply-for-finance", "finance"],
    ["/personalised/finance?car_id=1", "car-finance"],
    ["/spin-to-win", "spin-to-win"],
    ["/online-payment", "online-payment"],
  ] as const)("%s: gated per site setting as %s", (path, type) => {
    expect(gateFor(path, allGated)).toBe(type);
    expect(gateFor(path, base)).toBeNull();
  });

  it("trade-in and sell-my-car are not gated by default", () => {
    for (const path of ["/trade-in", "/sell-my-car", "/instant-price", "/", "/cars/abc"]) {
      expect(gateFor(path, allGated)).toBeNull();
    }
  });

  it("a signed-out user is redirected to sign-in with redirect and back, after loading ends", () => {
    const input = { path: "/my-garage", back: "/", signedIn: false, loading: false };
    expect(gateDecision(input, base)).toEqual({
      action: "redirect",
      to: "/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2F",
    });
    expect(gateDecision({ ...input, loading: true }, base)).toEqual({ action: "wait" });
    expect(gateDecision({ ...input, signedIn: true }, base)).toEqual({ action: "allow" });
    expect(gateDecision({ ...input, path: "/trade-in" }, base)).toEqual({ action: "allow" });
  });

  it("checkout waits for a car slug", () => {
    const input = { path: "/checkout-journey", back: "/", signedIn: false, loading: false };
    expect(gateDecision(input, allGated)).toEqual({ action: "wait" });
    expect(
      gateDecision({ ...input, path: "/checkout-journey?car_id=abc" }, allGated),
    ).toMatchObject({
      action: "redirect",
    });
  });
});
