import {
  type Car,
  calculatorOpening,
  financeCalculatorDefaults,
  financeCalculatorLimits,
  financeLink,
  fixedFeeLines,
  publicSiteSettings,
  type SiteConfig,
} from "@forecourt/core";
import { carLeadFields } from "@forecourt/core/leads/car-lead-fields";
import type { FormValues } from "@/components/forms/field-types";
import { financeEnquirySteps } from "@/components/forms/form-presets";
import { LeadForm } from "@/components/forms/lead-form";
import { PageShell, Section } from "@/components/info/page-shell";
import { OfferCard } from "@/components/offers/offer-card";
import { FinanceSteps } from "./finance-steps";
import { RepaymentCalculator } from "./repayment-calculator";

type Props = {
  site: SiteConfig;
  title: string;
  /** The finance link's query (§2): preferredDealership, vehiclePriceBudget, car_id, car_type, vin. */
  query: Record<string, string>;
  /** The car of /personalised/finance?car_id=, when found. */
  car?: Car | null;
};

const digitsOnly = (v: string | undefined) => (v ?? "").replace(/[^\d]/g, "");

/** §2 finance pages: the three steps, the repayment calculator, offer cards and the finance enquiry. */
export function FinanceScreen({ site, title, query, car = null }: Props) {
  const budget = digitsOnly(query.vehiclePriceBudget) || (car?.price ? String(car.price) : "");
  const dealership = query.preferredDealership ?? car?.dealership_slug ?? "";
  const initial: FormValues = {
    ...(budget ? { vehiclePriceBudget: budget } : {}),
    ...(dealership ? { dealership_slug: dealership } : {}),
  };
  const carName = car ? [car.year, car.make, car.model, car.badge].filter(Boolean).join(" ") : "";
  // Opens on the rate the site quotes (6.29%, not the 0.5 grid's 6.5%) and on the car's price.
  const opening = calculatorOpening(
    financeCalculatorDefaults(site.finance, car ?? (budget ? { price: Number(budget) } : null)),
    financeCalculatorLimits(site.finance, car?.price ?? null),
    site.finance.defaultInterest,
  );
  const offers = site.offers.filter((o) => o.weekly_repayment != null);
  return (
    <PageShell
      title={title}
      wide
      intro={
        carName
          ? `Personalised finance for the ${carName}.`
          : `Car finance made simple with ${site.name}.`
      }
    >
      <Section id="how-it-works" title="How it works">
        <FinanceSteps />
      </Section>
      <Section id="calculator" title="Repayment calculator">
        <RepaymentCalculator
          limits={opening.limits}
          defaults={opening.initial}
          rounding={site.finance.roundDown ? "down" : "up"}
          feeLines={site.finance.fixedFees ? fixedFeeLines(site.finance.fixedFees) : []}
          disclaimer={site.finance.disclaimer ?? ""}
        />
      </Section>
      {offers.length ? (
        <Section id="finance-offers" title="Finance offers">
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {offers.map((offer) => (
              <OfferCard key={offer.id} offer={offer} enquireHref="#finance-form" />
            ))}
          </div>
        </Section>
      ) : null}
      <Section id="finance-form" title="Finance enquiry">
        <div className="max-w-3xl">
          <LeadForm
            form="finance"
            site={publicSiteSettings(site)}
            steps={financeEnquirySteps(site)}
            initial={initial}
            car={car ? { location: car.location } : null}
            hidden={{
              // §3 the car → lead fields from core; the finance link's own answers win.
              ...(car ? carLeadFields(car) : {}),
              car_id: query.car_id ?? car?.id,
              car_type: query.car_type ?? car?.car_type,
              vin: query.vin ?? car?.vin,
              dealership_slug: dealership,
            }}
            submitLabel="Send finance enquiry"
            testId="finance-form"
            success={{
              redirect: false,
              title: "Thank you — your finance enquiry has been sent.",
              text: "Our finance team will contact you shortly.",
            }}
          />
        </div>
        {car ? (
          <p className="mt-4 text-sm text-gray-700">
            Looking at another car?{" "}
            <a className="text-brand underline" href={financeLink(site.finance)}>
              Start a general finance enquiry
            </a>
            .
          </p>
        ) : null}
      </Section>
    </PageShell>
  );
}
