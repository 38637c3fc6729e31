import {
  type FinanceQuote,
  type FinanceQuotePort,
  type SiteRepository,
  type YouxQuoteRequest,
  youxStyleQuote,
} from "@forecourt/core";

/**
 * §7 POST /api/youx/quote answered locally: the core youx-style quote (the §9
 * annuity with the site's rate, term limit and fees). Null for an unknown site
 * or a repayment of 25 or less; the page ignores not-ok quotes (§7).
 */
export class LocalFinanceQuote implements FinanceQuotePort {
  constructor(private readonly sites: Pick<SiteRepository, "get">) {}

  async quote(site: string, request: YouxQuoteRequest): Promise<FinanceQuote | null> {
    const config = await this.sites.get(site);
    if (!config) return null;
    return youxStyleQuote(request, config.finance);
  }
}
