import type { Car } from "../schemas/car";

/**
 * §3 lead form fields, "routing and vehicle (hidden)": what a lead about a car carries so the
 * dealer knows which car, stock number and dealership it is about. Absent values are left out.
 */
export const CAR_LEAD_FIELD_NAMES = [
  "car_id",
  "stock_number",
  "dealership_slug",
  "location_id",
  "Vehicle Make",
  "Vehicle Model",
  "car_type",
  "vehicle_status",
] as const;
export type CarLeadFieldName = (typeof CAR_LEAD_FIELD_NAMES)[number];
/** Text only (no null or undefined), so it spreads into any form's hidden answers. */
export type CarLeadFields = { car_id: string } & Partial<Record<CarLeadFieldName, string>> &
  Record<string, string>;

type LeadCar = Pick<
  Car,
  | "id"
  | "stocknum"
  | "dealership_slug"
  | "location_id"
  | "location"
  | "make"
  | "model"
  | "car_type"
  | "status"
>;

/** The hidden car → lead fields every form shown on or about a car sends (§3), from the car. */
export function carLeadFields(car: LeadCar): CarLeadFields {
  const fields: CarLeadFields = { car_id: car.id };
  const set = (key: CarLeadFieldName, value: string | null | undefined) => {
    const text = value?.trim();
    if (text) fields[key] = text;
  };
  set("stock_number", car.stocknum);
  set("dealership_slug", car.dealership_slug);
  // A feed names the location by id, or nests the location itself.
  set("location_id", car.location_id ?? car.location?.id);
  set("Vehicle Make", car.make);
  set("Vehicle Model", car.model);
  set("car_type", car.car_type);
  set("vehicle_status", car.status);
  return fields;
}
