import { consumerInformationNotice, formatPhone } from "@forecourt/core";
import type { Metadata } from "next";
import Image from "next/image";
import { notFound } from "next/navigation";
import { ConsumerInformationNoticeSection } from "@/components/vehicle/consumer-information-notice";
import { PrintActions } from "@/components/vehicle/print-actions";
import { sitePage } from "@/lib/page-guard";
import { carForPage, vehicleView } from "@/lib/vehicle";

type Props = {
  params: Promise<{ host: string }>;
  searchParams: Promise<{ car_id?: string | string[] }>;
};

export const metadata: Metadata = { robots: { index: false } };

/** §2 /print?car_id={slug}: the printable vehicle page (opened in a new tab) with PDF download. */
export default async function PrintPage({ params, searchParams }: Props) {
  const site = await sitePage(params, { kind: "feature", feature: "printable" });
  const carId = (await searchParams).car_id;
  if (typeof carId !== "string") notFound();
  const car = await carForPage(site, carId);
  if (!car) notFound();
  const now = new Date();
  const view = await vehicleView(site, car, now);
  const notice = consumerInformationNotice(site, car, now);
  const phone = view.phone ? formatPhone(view.phone) : null;
  return (
    <main id="main" className="mx-auto max-w-4xl p-6 print:p-0">
      <header className="flex items-start justify-between gap-4 border-b border-gray-300 pb-4">
        <div>
          <p className="text-sm font-semibold text-brand">{site.name}</p>
          <h1 className="text-3xl font-extrabold">{view.title}</h1>
          {view.subtitle ? <p className="text-gray-700">{view.subtitle}</p> : null}
        </div>
        <div className="text-right">
          <p className="text-3xl font-extrabold">{view.price.text}</p>
          {view.price.priceType ? (
            <p className="text-sm uppercase text-gray-700">{view.price.priceType}</p>
          ) : null}
          {view.price.was ? (
            <p className="text-sm text-gray-700">
              Was <s>{view.price.was}</s>
            </p>
          ) : null}
        </div>
      </header>
      <PrintActions slug={car.slug ?? car.id} />
      {view.images[0] ? (
        <div className="relative mt-4 aspect-[3/2] w-full overflow-hidden rounded">
          <Image
            src={view.images[0]}
            alt={view.title}
            fill
            sizes="850px"
            quality={90}
            priority
            className="object-cover"
          />
        </div>
      ) : null}
      <section className="mt-6 grid gap-6 sm:grid-cols-2">
        <div>
          <h2 className="text-lg font-bold">{view.details.heading}</h2>
          <dl className="mt-2 text-sm">
            {view.details.items.map((item) => (
              <div key={item.label} className="flex justify-between border-b border-gray-200 py-1">
                <dt className="text-gray-700">{item.label}</dt>
                <dd className="font-semibold">{item.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div>
          <h2 className="text-lg font-bold">All Specifications</h2>
          <dl className="mt-2 text-sm">
            {view.specs.map((item) => (
              <div key={item.label} className="flex justify-between border-b border-gray-200 py-1">
                <dt className="text-gray-700">{item.label}</dt>
                <dd className="font-semibold">{item.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      {view.comments.text ? (
        <section className="mt-6">
          <h2 className="text-lg font-bold">Dealer comments</h2>
          <p className="mt-1 whitespace-pre-line text-sm">{view.comments.text}</p>
        </section>
      ) : null}
      <footer className="mt-8 border-t border-gray-300 pt-4 text-sm">
        <p className="font-semibold">{car.location?.name ?? site.name}</p>
        {phone ? <p>{phone}</p> : null}
        {car.stocknum ? <p>Stock number {car.stocknum}</p> : null}
      </footer>
      {/* Issue 36 §1: the notice prints on a page of its own, one A4 sheet. */}
      {notice.required ? (
        <ConsumerInformationNoticeSection
          notice={notice}
          traderName={site.name}
          className="mt-8 print:mt-0 print:break-before-page"
        />
      ) : null}
    </main>
  );
}
