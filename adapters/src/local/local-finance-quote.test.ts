import { type SiteConfig, YouxQuoteRequest, youxStyleQuote } from "@forecourt/core";
import { demoSites, smithfieldCarOutlet } from "@forecourt/fixtures";
import { describe, expect, it } from "vitest";
import { LocalFinanceQuote } from "./local-finance-quote";

const sites = {
  async get(slug: string): Promise<SiteConfig | null> {
    return demoSites.find((s) => s.slug === slug) ?? null;
  },
};
const finance = new LocalFinanceQuote(sites);
const request = (body: Record<string, unknown>) => YouxQuoteRequest.parse(body);

describe("LocalFinanceQuote (§7 POST /api/youx/quote)", () => {
  it("quotes with the site's lender settings (youx site: 9.95%, $1,360.50 fee, 5-year limit)", async () => {
    const quote = await finance.quote("smithfield-car-outlet", request({ purchasePrice: 24_990 }));
    expect(quote).toEqual(
      youxStyleQuote(request({ purchasePrice: 24_990 }), smithfieldCarOutlet.finance),
    );
    expect(quote?.advertisedRate).toBe(9.95);
    expect(quote?.comparisonRate).toBeGreaterThan(9.95);
    expect(quote?.weeklyRepaymentAmount).toBeGreaterThan(25);
  });

  it("different sites give different quotes for the same car", async () => {
    const body = request({
      purchasePrice: 45_000,
      loanTerm: 5,
      year: 2022,
      vin: "JTMX9YZP4MH186572",
    });
    const toyota = await finance.quote("sunshine-coast-toyota", body);
    const outlet = await finance.quote("smithfield-car-outlet", body);
    expect(toyota?.advertisedRate).toBe(6.29);
    expect(outlet?.advertisedRate).toBe(9.95);
    expect(toyota?.weeklyRepaymentAmount).toBeLessThan(outlet?.weeklyRepaymentAmount ?? 0);
  });

  it("null for an unknown site or a repayment of 25 or less", async () => {
    expect(await finance.quote("nope", request({ purchasePrice: 30_000 }))).toBeNull();
    expect(
      await finance.quote("smithfield-car-outlet", request({ purchasePrice: 900 })),
    ).toBeNull();
  });
});
