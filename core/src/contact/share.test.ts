import { describe, expect, it } from "vitest";
import { copiedToast, SHARE_DIALOG_TITLE, shareLink, shareTargets, whatsappHost } from "./share";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
const DESKTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36";

describe("§2 share", () => {
  it("share link is the site base address plus /cars/{slug}", () => {
    expect(shareLink("https://dealer.example.com", "2021-toyota-hilux-123")).toBe(
      "https://dealer.example.com/cars/2021-toyota-hilux-123",
    );
    expect(shareLink("https://dealer.example.com/", "x")).toBe("https://dealer.example.com/cars/x");
  });

  it("§9 WhatsApp host: api on mobile, web otherwise", () => {
    expect(whatsappHost(IPHONE)).toBe("https://api.whatsapp.com");
    expect(whatsappHost(DESKTOP)).toBe("https://web.whatsapp.com");
  });

  it("targets in order; Twitter hideable", () => {
    const on = { features: { twitterShare: true } };
    const off = { features: { twitterShare: false } };
    const link = "https://d.example/cars/x";
    expect(shareTargets(link, "2021 Toyota Hilux", on, DESKTOP).map((t) => t.id)).toEqual([
      "facebook",
      "twitter",
      "whatsapp",
      "email",
      "sms",
      "copy",
    ]);
    expect(shareTargets(link, "Hilux", off, IPHONE).map((t) => t.id)).not.toContain("twitter");
    expect(shareTargets(link, "Hilux", off, IPHONE).find((t) => t.id === "whatsapp")?.href).toMatch(
      /^https:\/\/api\.whatsapp\.com\/send\?text=/,
    );
  });

  it("texts", () => {
    expect(SHARE_DIALOG_TITLE).toBe("Share this car");
    expect(copiedToast("2021 Toyota Hilux")).toBe("Copied 2021 Toyota Hilux to your clipboard!");
  });
});
