import { countryName, dealerStats, groupLocationsByName, type SiteConfig } from "@forecourt/core";
import type { ReactNode } from "react";
import { FaqList } from "./faq-list";
import { ReturnPolicy } from "./return-policy";
import { TeamList } from "./team-list";

/** Which lead form an information page ends with. */
export type InfoForm = "general" | "career" | "parts" | "fleet" | "unsubscribe" | null;

export type InfoPageContent = {
  title: string;
  intro: (site: SiteConfig) => string;
  body: (site: SiteConfig) => ReactNode;
  form: InfoForm;
  formTitle?: string;
};

const P = ({ children }: { children: ReactNode }) => (
  <p className="mt-3 text-gray-800 first:mt-0">{children}</p>
);
const List = ({ items }: { items: string[] }) => (
  <ul className="mt-3 list-disc space-y-1 pl-6 text-gray-800">
    {items.map((i) => (
      <li key={i}>{i}</li>
    ))}
  </ul>
);

/**
 * "7 locations.": dealerships counted as the stats and the locator count them (a dealership's
 * sales, service and parts are one location), where the page said 11 beside "7 Locations".
 */
function dealershipCount(site: SiteConfig): string {
  const n = groupLocationsByName(site.locations).length;
  return `${n} ${n === 1 ? "location" : "locations"}.`;
}

/** The group stats (§2): the site's own, or counted from its data for a group with brands. */
function statsOf(site: SiteConfig): string[] {
  if (site.dealer.stats === null && site.brands.length === 0) return [];
  return dealerStats(site, new Date().getFullYear());
}

/** §2 information pages and §9 texts (privacy days, warranty years, return window). */
export const INFO_PAGES: Record<string, InfoPageContent> = {
  "/about-us": {
    title: "About Us",
    intro: (site) => site.dealer.profile ?? `Welcome to ${site.name}.`,
    body: (site) => (
      <>
        {statsOf(site).length > 0 ? (
          <ul className="grid gap-4 sm:grid-cols-3" aria-label="At a glance">
            {statsOf(site).map((stat) => (
              <li
                key={stat}
                className="rounded-lg bg-brand p-5 text-center text-xl font-bold text-white"
              >
                {stat}
              </li>
            ))}
          </ul>
        ) : null}
        <P>
          {site.name} has {dealershipCount(site)} Find your nearest on our{" "}
          <a className="text-brand underline" href="/contact">
            contact page
          </a>
          .
        </P>
        <TeamList site={site} />
      </>
    ),
    form: "general",
    formTitle: "Get in touch",
  },
  "/fleet": {
    title: "Fleet",
    intro: (site) => `Fleet and business buyers get a dedicated fleet manager at ${site.name}.`,
    body: () => (
      <List
        items={[
          "Fleet pricing on new, demo and used vehicles",
          "Servicing across all our locations",
          "Finance and leasing through our partners",
        ]}
      />
    ),
    form: "fleet",
    formTitle: "Fleet enquiry",
  },
  "/careers": {
    title: "Careers",
    intro: (site) => `Build your career in the motor trade with ${site.name}.`,
    body: () => (
      <P>
        We hire sales consultants, technicians, apprentices, parts interpreters and administration
        staff. Tell us about yourself and the role you are after.
      </P>
    ),
    form: "career",
    formTitle: "Careers enquiry",
  },
  "/faqs": {
    title: "FAQs",
    intro: () => "Answers to the questions we are asked most.",
    body: (site) => (
      <FaqList
        items={[
          [
            "Do you take trade-ins?",
            site.features.tradeIn
              ? "Yes. Value your car online on our trade-in page, or bring it in for an appraisal."
              : "Please contact us to discuss your current vehicle.",
          ],
          [
            "Can I arrange finance through you?",
            "Yes. Our finance team works with a panel of lenders; send a finance enquiry and we will be in touch.",
          ],
          [
            "Do you deliver?",
            `We can arrange delivery to most of ${countryName(site.country)}. Use the delivery calculator on a vehicle page for an estimate.`,
          ],
          [
            "How do I book a test drive?",
            "Use the Book a Test Drive button on any vehicle, or contact us.",
          ],
        ]}
      />
    ),
    form: null,
  },
  "/privacy-policy": {
    title: "Privacy Policy",
    intro: (site) => `How ${site.name} collects, uses and protects your personal information.`,
    body: () => (
      <>
        <P>
          We collect the details you give us in our forms to answer your enquiry, and we never sell
          them.
        </P>
        <P>
          If you make a privacy request or complaint, we acknowledge it within 7 days and respond
          within 30 days. We aim to resolve a complaint within 14 days.
        </P>
      </>
    ),
    form: null,
  },
  "/terms-and-conditions": {
    title: "Terms and Conditions",
    intro: (site) => `The terms of use of the ${site.name} website.`,
    body: (site) => (
      <>
        <P>
          Prices and availability are subject to change without notice. Images are for illustration.
        </P>
        {site.features.returnPolicy ? <ReturnPolicy /> : null}
      </>
    ),
    form: null,
  },
  "/vehicle-parts-and-accessories": {
    title: "Vehicle Parts and Accessories",
    intro: () => "Genuine parts and accessories, fitted by our technicians or ready to collect.",
    body: () => (
      <List
        items={[
          "Genuine parts",
          "Towbars and roof racks",
          "Floor mats and cargo liners",
          "Tyres and wheels",
        ]}
      />
    ),
    form: "parts",
    formTitle: "Parts enquiry",
  },
  "/warranty": {
    title: "Warranty",
    intro: () => "Peace of mind with every vehicle we sell.",
    body: () => (
      <P>
        New vehicles carry a 3-year standard manufacturer warranty, and 5 years for some makes. Ask
        us about the warranty on the vehicle you are looking at.
      </P>
    ),
    form: "general",
    formTitle: "Ask about warranty",
  },
  "/new-vehicle-warranty": {
    title: "New Vehicle Warranty",
    intro: () => "7 years, unlimited kilometres on new cars bought from us.",
    body: () => (
      <P>
        Every new car we sell comes with a 7-year, unlimited km warranty when it is serviced with us
        on schedule.
      </P>
    ),
    form: "general",
    formTitle: "Ask about warranty",
  },
  "/pages/capped-price-servicing": {
    title: "Capped Price Servicing",
    intro: () => "Know the price of your logbook services before you book.",
    body: (site) => (
      <P>
        Capped price servicing covers scheduled logbook services.{" "}
        <a className="text-brand underline" href={site.serviceBooking.routes[0] ?? "/service"}>
          Book a service
        </a>
        .
      </P>
    ),
    form: null,
  },
  "/roadside-assist": {
    title: "Roadside Assist",
    intro: (site) => `24/7 roadside assistance ${countryName(site.country)}-wide.`,
    body: () => (
      <List
        items={[
          "Flat batteries and tyres",
          "Lockouts",
          "Towing to the nearest repairer",
          "Emergency fuel",
        ]}
      />
    ),
    form: null,
  },
  "/autopact-handback-guarantee": {
    title: "Autopact Handback Guarantee",
    intro: () => "Change your mind? Hand the car back under the Autopact guarantee.",
    body: () => <ReturnPolicy />,
    form: "general",
  },
  "/autopact-protection-plan": {
    title: "Autopact Protection Plan",
    intro: () => "Mechanical protection beyond the factory warranty.",
    body: () => (
      <P>
        Mechanical protection plans run for 3 or 5 years (or 175,000 km), whichever comes first.
      </P>
    ),
    form: "general",
  },
  "/ultratek": {
    title: "Ultratek Paint and Interior Protection",
    intro: () => "Keep your new car looking new.",
    body: () => (
      <List items={["Paint protection", "Fabric and leather protection", "Glass coating"]} />
    ),
    form: "general",
  },
  "/pages/unsubscribe": {
    title: "Unsubscribe",
    intro: () => "Stop receiving marketing e-mails from us.",
    body: () => <P>Send us your details and we will remove you from our mailing list.</P>,
    form: "unsubscribe",
    formTitle: "Unsubscribe request",
  },
  "/eofy": {
    title: "End of Financial Year Sale",
    intro: () => "Our best prices of the year, until 30 June.",
    body: () => <P>Ask us about EOFY pricing on new, demo and used stock.</P>,
    form: "general",
  },
};

/** The content of /pages/eofy-… pages (any campaign slug after the eofy- prefix). */
export function eofyPage(slug: string): InfoPageContent {
  const base = INFO_PAGES["/eofy"] as InfoPageContent;
  const campaign = slug
    .replace(/^eofy-?/, "")
    .replace(/-/g, " ")
    .trim();
  return {
    ...base,
    title: campaign ? `EOFY ${campaign.replace(/\b\w/g, (c) => c.toUpperCase())}` : base.title,
  };
}
