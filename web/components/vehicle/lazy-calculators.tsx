"use client";

import { type ComponentProps, lazy } from "react";
import type { FinanceCalculator } from "./finance-calculator";
import type { FuelCalculator } from "./fuel-calculator";
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
