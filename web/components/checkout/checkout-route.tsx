import {
  type Car,
  carLink,
  checkoutJourneyLink,
  consumerInformationNotice,
  publicSiteSettings,
  type ReservationRefusal,
  type SiteConfig,
  segmentOfCarTypes,
  signInUrl,
} from "@forecourt/core";
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { ReturnPolicy } from "@/components/info/return-policy";
import { siteHasPage } from "@/components/info/site-pages";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import Link from "@/components/link";
import { ConsumerInformationNoticeSection } from "@/components/vehicle/consumer-information-notice";
import {
  checkoutCar,
  checkoutPaymentWording,
  checkoutSignInRedirect,
  checkoutView,
  refusalMessage,
} from "@/lib/checkout";
import { sitePage } from "@/lib/page-guard";
import { CarSummary } from "./car-summary";
import { CheckoutNotice } from "./checkout-notice";
import { ReserveForm } from "./reserve-form";

export type ReserveRoute = "checkout" | "buy-online";
type Params = Promise<{ host: string; slug: string }>;

const HEADINGS: Record<ReserveRoute, string> = {
  checkout: "Reserve Car Now",
  "buy-online": "Buy Online",
};

/**
 * The site and car for /cars/{slug}/checkout or /buy-online: 404 unless the site reserves
 * through this route (§4) and the car is in its stock; `refusal` says why core finds it not
 * reservable now (already reserved, sold), which the page explains instead of a 404.
 */
async function load(params: Params, route: ReserveRoute) {
  const site = await sitePage(params, { kind: "reserve", route });
  const { slug } = await params;
  const now = new Date();
  const { car, refusal } = await checkoutCar(site, slug, now);
  if (!car || refusal === "not-found" || refusal === "not-offered") notFound();
  return { site, car, slug, now, refusal };
}

export async function checkoutMetadata(params: Params, route: ReserveRoute): Promise<Metadata> {
  const { site, car } = await load(params, route);
  return {
    title: `${HEADINGS[route]}: ${checkoutView(site, car).car.title}`,
    robots: { index: false },
  };
}

/** The car is in stock but reserved or no longer reservable: say so, with the way on (issue 15 §2). */
function NotReservable({
  site,
  car,
  route,
  reason,
}: {
  site: SiteConfig;
  car: Car;
  route: ReserveRoute;
  reason: ReservationRefusal;
}) {
  const view = checkoutView(site, car);
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8">
      <Breadcrumbs
        items={[
          { label: "Home", href: "/" },
          { label: view.car.title, href: view.car.href },
          { label: HEADINGS[route] },
        ]}
      />
      <h1 className="mt-3 text-3xl font-bold">{HEADINGS[route]}</h1>
      <div className="mt-6">
        <CheckoutNotice
          title={
            reason === "already-reserved"
              ? `${view.car.title} is already reserved`
              : `${view.car.title} can't be reserved online`
          }
          text={refusalMessage(reason)}
          links={[
            { label: "View the car", href: view.car.href },
            {
              label: "Browse our stock",
              href: `/search/${segmentOfCarTypes(site.stock.carTypes ?? []) ?? "new-used-and-demo-cars"}`,
            },
          ]}
        />
      </div>
    </main>
  );
}

/** §2 reserve or buy online: the car, the reserve amount, the shopper's details and the terms. */
export async function CheckoutRoute({ params, route }: { params: Params; route: ReserveRoute }) {
  const { site, car, slug, refusal } = await load(params, route);
  if (refusal !== null)
    return <NotReservable site={site} car={car} route={route} reason={refusal} />;
  const path = `/cars/${slug}/${route}`;
  const back = carLink(car.slug ?? car.id);
  const signIn = await checkoutSignInRedirect(site, path, back);
  if (signIn) redirect(signIn);
  const view = checkoutView(site, car);
  const notice = consumerInformationNotice(site, car, new Date());
  const payment = await checkoutPaymentWording(site, view, route);
  const heading = HEADINGS[route];
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8">
      <Breadcrumbs
        items={[
          { label: "Home", href: "/" },
          { label: view.car.title, href: view.car.href },
          { label: heading },
        ]}
      />
      <h1 className="mt-3 text-3xl font-bold">{heading}</h1>
      <p className="mt-2 max-w-2xl text-lg text-gray-700" data-testid="checkout-intro">
        {payment.intro}
      </p>
      {siteHasPage(site, "/checkout-journey") ? (
        <p className="mt-2">
          <Link href={checkoutJourneyLink(car)} className="font-semibold text-brand underline">
            Prefer to go step by step, with trade-in and finance? Start the online purchase
          </Link>
        </p>
      ) : null}
      {/* Phones read the car, the form, then the return policy; wide screens put both beside the form. */}
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_1fr]">
        <aside aria-label="Your car" className="lg:col-start-2 lg:row-start-1">
          <CarSummary car={view.car} />
        </aside>
        <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <ReserveForm
            site={publicSiteSettings(site)}
            view={view}
            payment={payment}
            signInHref={signInUrl("checkout", path, back)}
            notice={
              notice.required ? (
                <ConsumerInformationNoticeSection notice={notice} traderName={site.name} />
              ) : null
            }
          />
        </div>
        {view.returnPolicy ? (
          <div className="self-start rounded-lg border border-gray-200 p-5 lg:col-start-2 lg:row-start-2 [&>section]:mt-0">
            <ReturnPolicy headingLevel={2} />
          </div>
        ) : null}
      </div>
    </main>
  );
}
