import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Car } from "../schemas/car";
import { carArb } from "../search/arbitraries";
import { CAR_LEAD_FIELD_NAMES, carLeadFields } from "./car-lead-fields";
import { demoCar, demoSite } from "./lead-test-fixtures";
import { validateLead } from "./validate-lead";

const contact = {
  name: "Jane Citizen",
  email: "jane@example.com",
  phone: "0412 345 678",
  message: "Is it still available?",
  terms_conditions: true,
};

describe("carLeadFields (§3 routing and vehicle hidden fields)", () => {
  it.each([
    {
      spec: "a full feed car names the car, stock number, dealership, location, make and model",
      car: {
        id: 42,
        stocknum: "U1234",
        dealership_slug: "demo-toyota",
        location_id: "7",
        make: "Toyota",
        model: "Corolla",
        car_type: "used",
        status: "in_stock",
      },
      fields: {
        car_id: "42",
        stock_number: "U1234",
        dealership_slug: "demo-toyota",
        location_id: "7",
        "Vehicle Make": "Toyota",
        "Vehicle Model": "Corolla",
        car_type: "used",
        vehicle_status: "in_stock",
      },
    },
    {
      spec: "a nested location gives location_id when the car has none of its own",
      car: { id: "c1", location: { id: "3", name: "Demo Toyota Service" } },
      fields: { car_id: "c1", location_id: "3" },
    },
    {
      spec: "the car's own location_id wins over the nested location",
      car: { id: "c1", location_id: "9", location: { id: "3", name: "Service" } },
      fields: { car_id: "c1", location_id: "9" },
    },
    {
      spec: "absent and blank values are left out (a partial feed)",
      car: { id: "c2", stocknum: "  ", make: null, model: "" },
      fields: { car_id: "c2" },
    },
  ])("$spec", ({ car, fields }) => {
    expect(carLeadFields(Car.parse(car))).toEqual(fields);
  });

  it("is what a vehicle enquiry about the car stores (validateLead keeps every field)", () => {
    const checked = validateLead(
      "vehicle-enquiry",
      { ...contact, ...carLeadFields(demoCar) },
      demoSite,
      { car: demoCar },
    );
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.lead).toMatchObject({
      car_id: "car-42",
      stock_number: "U1234",
      location_id: "1",
      "Vehicle Make": "Toyota",
      "Vehicle Model": "Corolla",
      car_type: "used",
    });
  });

  it("every field is a named §3 field of non-blank text, and car_id is always the car's id", () => {
    fc.assert(
      fc.property(carArb, (car) => {
        const fields = carLeadFields(car);
        expect(fields.car_id).toBe(car.id);
        for (const [name, value] of Object.entries(fields)) {
          expect(CAR_LEAD_FIELD_NAMES).toContain(name);
          expect(value.trim()).not.toBe("");
        }
      }),
    );
  });
});
