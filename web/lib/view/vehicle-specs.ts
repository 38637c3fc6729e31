import {
  type Car,
  engineSizeText,
  feedDateText,
  preferDetailed,
  preferSimple,
  type SiteConfig,
} from "@forecourt/core";

import type { SpecKind } from "./spec-kind";

export type SpecItem = { label: string; value: string };
/** A key information item; `kind` names its icon (null: none). */
export type KeyInfoItem = SpecItem & { kind: SpecKind | null };

const number = new Intl.NumberFormat("en-AU");

function items(entries: Array<[string, string | number | null | undefined, string?]>): SpecItem[] {
  return entries
    .filter(([, value]) => value !== null && value !== undefined && value !== "")
    .map(([label, value, unit]) => ({
      label,
      value: `${typeof value === "number" ? number.format(value) : value}${unit ?? ""}`,
    }));
}

/** The '{vehicle word} Details' card: identity, registration and drivetrain of this car. */
export function detailItems(car: Car): SpecItem[] {
  return items([
    ["Year", car.year != null ? String(car.year) : null],
    ["Make", car.make],
    ["Model", car.model],
    ["Badge", car.badge],
    ["Series", car.series],
    ["Body", preferDetailed(car, "body")],
    ["Colour", car.colour],
    ["Interior colour", car.interior_colour],
    ["Kilometres", car.km, " km"],
    ["Transmission", preferDetailed(car, "transmission")],
    ["Drive", preferDetailed(car, "drive")],
    ["Fuel", preferDetailed(car, "fuel")],
    ["Stock number", car.stocknum],
    ["VIN", car.vin],
    ["Registration", car.regplate],
    ["Rego expiry", car.rego_expiry ? feedDateText(car.rego_expiry) : null],
    ["Build date", car.build_date ? feedDateText(car.build_date) : null],
    ["Compliance date", car.compliance_date ? feedDateText(car.compliance_date) : null],
  ]);
}

/** §2 All Specifications: the variant and caravan specifications the feed carries. */
export function specificationItems(car: Car): SpecItem[] {
  return items([
    ["Engine size", engineSizeText(car)],
    ["Cylinders", car.cylinders],
    ["Induction", car.induction],
    ["Gears", car.gearnum],
    ["Gear type", car.geartype],
    ["Torque", car.torque],
    ["Fuel consumption (combined)", car.fuelconsumptioncombined, " L/100km"],
    ["Fuel capacity", car.fuelcapacity, " L"],
    ["Seats", car.seats],
    ["Doors", car.doors],
    ["Body configuration", car.bodyconfiguration],
    ["Gross vehicle mass", car.grossvehiclemass, " kg"],
    ["Length", car.vehiclelength, " mm"],
    ["Height", car.vehicleheight, " mm"],
    ["Width", car.vehiclewidth, " mm"],
    ["Braked towing capacity", car.towingcapacitybraked, " kg"],
    ["ANCAP rating", car.ancaprating],
    ["Body width", car.body_width, " mm"],
    ["Body length", car.body_length, " mm"],
    ["Tare weight", car.tare_weight, " kg"],
    ["Axle type", car.axle_type],
    ["Sleeps", car.sleeps],
    ["Aggregate trailer mass", car.aggregate_trailer_mass, " kg"],
  ]);
}

/** Key information (§2 icons for km, transmission and body; issue 21 adds fuel, seats, drive). */
export function keyInformation(car: Car, site: SiteConfig): KeyInfoItem[] {
  const entries: Array<[SpecKind | null, string, string | number | null | undefined, string?]> = [
    ["odometer", "Kilometres", car.km, " km"],
    ["transmission", "Transmission", preferSimple(car, "transmission")],
    ["body", site.theme.iconSet === "caravan" ? "Type" : "Body", preferSimple(car, "body")],
    ["fuel", "Fuel", preferSimple(car, "fuel")],
    ["drive", "Drive", preferSimple(car, "drive")],
    ["seats", "Seats", car.seats],
    [
      null,
      "Condition",
      car.car_type ? car.car_type.charAt(0).toUpperCase() + car.car_type.slice(1) : null,
    ],
  ];
  return entries.flatMap(([kind, label, value, unit]) =>
    items([[label, value, unit]]).map((item) => ({ ...item, kind })),
  );
}

/** The features list: the car's features, else its standard equipment. */
export function featureItems(car: Car): string[] {
  if (car.features?.length) return car.features;
  const equipment = car.standardEquipment;
  if (Array.isArray(equipment)) return equipment;
  return equipment
    ? equipment
        .split(/\r?\n|;|\|/)
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
}
