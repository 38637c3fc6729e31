import { describe, expect, it } from "vitest";
import { Location } from "../schemas/location";
import { defaultSiteConfig } from "../schemas/site-config";
import { enquiryLocationFor, leadFormLayout } from "./form-layout";

const loc = (slug: string, location_type: string) =>
  Location.parse({ id: slug, name: slug, slug, location_type });

describe("the location a general enquiry from a location card goes to", () => {
  const sales = loc("springwood", "sales");
  const service = loc("springwood-service", "service");
  const parts = loc("springwood-parts", "parts");
  const other = loc("newstead", "");
  const site = { ...defaultSiteConfig("demo"), locations: [sales, service, parts, other] };
  const layout = leadFormLayout("general", site);

  it("a sales location is offered by the select: itself", () => {
    expect(layout.locationOptions?.map((l) => l.slug)).toEqual(["springwood", "newstead"]);
    expect(enquiryLocationFor(layout, sales, [sales, service, parts]).slug).toBe("springwood");
  });

  it("a service or parts location: its dealership's sales location", () => {
    expect(enquiryLocationFor(layout, service, [sales, service, parts]).slug).toBe("springwood");
    expect(enquiryLocationFor(layout, parts, [service, parts, sales]).slug).toBe("springwood");
  });

  it("no offered sibling, or no select at all: itself", () => {
    expect(enquiryLocationFor(layout, parts, [service, parts]).slug).toBe("springwood-parts");
    expect(enquiryLocationFor({ locationOptions: null }, service, [sales]).slug).toBe(
      "springwood-service",
    );
  });
});
