import { describe, expect, it } from "vitest";
import { financeLink } from "./finance-link";

const car = {
  id: "12345",
  price: 25990,
  car_type: "used",
  vin: "JTMBFREV10D123456",
  dealership_slug: "brisbane-toyota",
};

describe("§2 finance link", () => {
  it("/finance with preferredDealership, vehiclePriceBudget, car_id, car_type, vin, then #finance-form", () => {
    expect(financeLink({ link: "/finance" }, car)).toBe(
      "/finance?preferredDealership=brisbane-toyota&vehiclePriceBudget=25990&car_id=12345&car_type=used&vin=JTMBFREV10D123456#finance-form",
    );
  });

  it("uses a configured link and keeps its own query", () => {
    expect(financeLink({ link: "/apply-for-finance?src=vdp" }, { id: "7" })).toBe(
      "/apply-for-finance?src=vdp&car_id=7#finance-form",
    );
  });

  it("leaves out parameters the car lacks, and a zero price", () => {
    expect(financeLink({ link: "/finance" }, { id: "7", price: 0, vin: "" })).toBe(
      "/finance?car_id=7#finance-form",
    );
  });

  it("falls back to the car location's slug for preferredDealership", () => {
    expect(financeLink({ link: "" }, { id: "7", location: { slug: "noosa" } })).toBe(
      "/finance?preferredDealership=noosa&car_id=7#finance-form",
    );
  });

  it("without a car it is the link plus the anchor", () => {
    expect(financeLink({ link: "/finance" })).toBe("/finance#finance-form");
  });
});
