import { Car, defaultSiteConfig, type SiteConfig } from "@forecourt/core";
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { renderCarPdf } from "./car-pdf";

const NOW = new Date("2026-11-23T00:00:00Z");
const base = defaultSiteConfig("harbour", "Harbour City Motors");
const nz: SiteConfig = {
  ...base,
  country: "NZ",
  dealer: {
    ...base.dealer,
    address: "512 Great South Road, Penrose",
    trader_registration_number: "M123456",
  },
};
const used = Car.parse({
  id: "u1",
  status: "in_stock",
  car_type: "used",
  make: "Toyota",
  model: "Aqua",
  year: 2018,
  km: 61000,
  odometer_accurate: true,
  price: 15990,
  security_interest: true,
  security_interest_cleared: true,
});

/** The text each page draws: pdf-lib writes it as hex strings in a deflated content stream. */
async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((ref) => doc.context.lookup(ref))
        : [contents];
    const raw = streams
      .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
      .map((s) => new TextDecoder("latin1").decode(decodePDFRawStream(s).decode()))
      .join("\n");
    return [...raw.matchAll(/<([0-9A-F]+)>/g)]
      .map((m) => Buffer.from(m[1] ?? "", "hex").toString("latin1"))
      .join("\n");
  });
}

describe("renderCarPdf with a Consumer Information Notice (issue 36 §1)", () => {
  it("adds the notice as a second A4 page on a New Zealand site, items in the Schedule's order", async () => {
    const pages = await pageTexts(await renderCarPdf(used, nz, null, NOW));
    expect(pages).toHaveLength(2);
    const notice = pages[1] ?? "";
    expect(notice).toContain("CONSUMER INFORMATION NOTICE");
    const order = [
      "Motor vehicle trader registration number",
      "M123456",
      "Cash price",
      "$15,990",
      "Security interest",
      "Odometer reading",
      "61,000 km",
    ];
    const at = order.map((t) => notice.indexOf(t));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(notice).toContain("Not yet stated by the trader");
    expect(notice).toContain("This notice is incomplete.");
  });

  it("keeps one page for Australian sites and new cars", async () => {
    const au = { ...nz, country: "AU" as const };
    expect(await pageTexts(await renderCarPdf(used, au, null, NOW))).toHaveLength(1);
    const fresh = Car.parse({ ...used, car_type: "new" });
    expect(await pageTexts(await renderCarPdf(fresh, nz, null, NOW))).toHaveLength(1);
  });
});
