"use client";

import { type ComponentProps, lazy } from "react";
import type { EnquiryForms } from "./enquiry-forms";
import type { FinanceCalculator } from "./finance-calculator";
import type { FuelCalculator } from "./fuel-calculator";
import type { SimilarCars } from "./similar-cars";
import { SimilarCarsLoading } from "./similar-cars-loading";
import { WhenNear } from "./when-near";

// Each in its own chunk, fetched when the block nears the viewport: with decimal.js
// they were ~15 KB gzip of the vehicle page's first load.
const Finance = lazy(() =>
  import("./finance-calculator").then((m) => ({ default: m.FinanceCalculator })),
);
const Fuel = lazy(() => import("./fuel-calculator").then((m) => ({ default: m.FuelCalculator })));
const Delivery = lazy(() =>
  import("./delivery-calculator").then((m) => ({ default: m.DeliveryCalculator })),
);

/** §2 finance calculator, loaded as it nears the viewport. */
export function LazyFinanceCalculator(props: ComponentProps<typeof FinanceCalculator>) {
  return (
    <WhenNear title="Finance calculator" minHeight="min-h-[37rem] md:min-h-[23rem]">
      <Finance {...props} />
    </WhenNear>
  );
}

/** §2 fuel calculator, loaded as it nears the viewport. */
export function LazyFuelCalculator(props: ComponentProps<typeof FuelCalculator>) {
  return (
    <WhenNear title="Fuel calculator" minHeight="min-h-[23rem] md:min-h-[12rem]">
      <Fuel {...props} />
    </WhenNear>
  );
}

/** §2 delivery calculator, loaded as it nears the viewport. */
export function LazyDeliveryCalculator() {
  return (
    <WhenNear title="Delivery calculator" minHeight="min-h-[12rem]">
      <Delivery />
    </WhenNear>
  );
}

const Similar = lazy(() => import("./similar-cars").then((m) => ({ default: m.SimilarCars })));
const Enquiry = lazy(() => import("./enquiry-forms").then((m) => ({ default: m.EnquiryForms })));

/** §4 similar cars, fetched as they near the viewport; their 6 placeholders stand in until then. */
export function LazySimilarCars(props: ComponentProps<typeof SimilarCars>) {
  return (
    <WhenNear
      title={props.heading}
      minHeight="mt-10"
      placeholder={
        <section aria-labelledby="similar-h" data-testid="similar-section">
          <SimilarCarsLoading heading={props.heading} />
        </section>
      }
    >
      <Similar {...props} />
    </WhenNear>
  );
}

/** The enquiry and test-drive forms (they carry core's zod form rules), loaded as they near. */
export function LazyEnquiryForms(props: ComponentProps<typeof EnquiryForms>) {
  return (
    <WhenNear title="Enquiry form" minHeight="min-h-[36rem]" placeholder={<span />}>
      <Enquiry {...props} />
    </WhenNear>
  );
}
