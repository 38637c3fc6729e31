import {
  carLink,
  checkoutJourneyLink,
  consumerInformationNotice,
  financeLink,
  publicSiteSettings,
  segmentOfCarTypes,
  signInUrl,
  tradeInLink,
} from "@forecourt/core";
import { redirect } from "next/navigation";
import { queryOf } from "@/components/info/site-pages";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { ConsumerInformationNoticeSection } from "@/components/vehicle/consumer-information-notice";
import {
  checkoutCar,
  checkoutPaymentWording,
  checkoutSignInRedirect,
  checkoutView,
  refusalMessage,
} from "@/lib/checkout";
import { sitePage } from "@/lib/page-guard";
import { CheckoutJourney } from "./checkout-journey";
import { CheckoutNotice as Notice } from "./checkout-notice";

type Props = {
  params: Promise<{ host: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const TITLE = "Buy Online";

function Shell({
  children,
  crumbs,
}: {
  children: React.ReactNode;
  crumbs?: { label: string; href: string };
}) {
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8">
      <Breadcrumbs
        items={[{ label: "Home", href: "/" }, ...(crumbs ? [crumbs] : []), { label: TITLE }]}
      />
      <h1 className="mt-3 text-3xl font-bold">{TITLE}</h1>
      <div className="mt-6">{children}</div>
    </main>
  );
}

/**
 * §2 /checkout-journey?car_id={slug}. 404 unless the site reserves and lists the page. §4
 * "checkout waits for a car slug": without car_id there is no sign-in redirect, just a message;
 * an unknown or ineligible car gets a clear message; otherwise the gate, then the journey.
 */
export async function JourneyRoute({ params, searchParams }: Props) {
  const site = await sitePage(params, { kind: "checkout-journey" });
  const browse = {
    label: "Browse our stock",
    href: `/search/${segmentOfCarTypes(site.stock.carTypes ?? []) ?? "new-used-and-demo-cars"}`,
  };
  const slug = (await queryOf(searchParams)).car_id?.trim();
  if (!slug) {
    return (
      <Shell>
        <Notice
          title="Choose a car to buy online"
          text="Buying online starts from a car: open one you like and choose Buy Online, or browse our stock."
          links={[browse]}
        />
      </Shell>
    );
  }
  const now = new Date();
  const { car, refusal } = await checkoutCar(site, slug, now);
  if (!car || refusal !== null) {
    const href = car ? carLink(car.slug ?? car.id) : null;
    return (
      <Shell>
        <Notice
          title={car ? "This car can't be bought online" : "We couldn't find that car"}
          text={refusalMessage(refusal ?? "not-found")}
          links={[...(href ? [{ label: "View the car", href }] : []), browse]}
        />
      </Shell>
    );
  }
  const path = checkoutJourneyLink(car);
  const back = carLink(car.slug ?? car.id);
  const signIn = await checkoutSignInRedirect(site, path, back);
  if (signIn) redirect(signIn);
  const view = checkoutView(site, car);
  const payment = await checkoutPaymentWording(site, view, "journey");
  const notice = consumerInformationNotice(site, car, now);
  return (
    <Shell crumbs={{ label: view.car.title, href: view.car.href }}>
      <CheckoutJourney
        site={publicSiteSettings(site)}
        view={view}
        payment={payment}
        tradeInHref={site.features.tradeIn ? tradeInLink(car) : null}
        financeHref={financeLink(site.finance, car)}
        signInHref={signInUrl("checkout", path, back)}
        notice={
          notice.required ? (
            <ConsumerInformationNoticeSection notice={notice} traderName={site.name} />
          ) : null
        }
      />
    </Shell>
  );
}
