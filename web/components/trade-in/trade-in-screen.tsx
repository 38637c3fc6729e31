import { formatPhone, publicSiteSettings, type SiteConfig, telHref } from "@forecourt/core";
import { PageShell, Section } from "@/components/info/page-shell";
import { ONLINE_ESTIMATE_RULE, TradeInFaq } from "./trade-in-faq";
import { TradeInJourneyForm } from "./trade-in-journey";

type Props = {
  site: SiteConfig;
  title: string;
  intro: string;
  car?: { id: string; name: string } | null;
};

/** §2 trade-in / sell my car / instant price page: the journey, a contact block and the FAQ. */
export function TradeInScreen({ site, title, intro, car = null }: Props) {
  const phone = site.dealer.phone;
  return (
    <PageShell title={title} intro={intro}>
      {car ? (
        <p className="mb-6 rounded bg-gray-100 p-3" data-testid="trade-in-car">
          Trading in against the <strong>{car.name}</strong>.
        </p>
      ) : null}
      <p className="mb-6 text-sm text-gray-700">{ONLINE_ESTIMATE_RULE}</p>
      <Section id="valuation" title="Value your car">
        <TradeInJourneyForm site={publicSiteSettings(site)} car={car} />
      </Section>
      <Section id="contact" title="Talk to our buyers">
        <address className="not-italic" data-testid="trade-in-contact-block">
          <p className="font-semibold">{site.name}</p>
          {site.dealer.address ? <p>{site.dealer.address}</p> : null}
          {phone ? (
            <p>
              Phone:{" "}
              <a className="text-brand underline" href={telHref(phone)}>
                {formatPhone(phone)}
              </a>
            </p>
          ) : null}
          {site.dealer.email ? (
            <p>
              Email:{" "}
              <a className="text-brand underline" href={`mailto:${site.dealer.email}`}>
                {site.dealer.email}
              </a>
            </p>
          ) : null}
        </address>
      </Section>
      <Section id="faq" title="Frequently asked questions">
        <TradeInFaq dealerName={site.name} />
      </Section>
    </PageShell>
  );
}
