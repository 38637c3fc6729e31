import { describe, expect, it } from "vitest";
import { enquirySummary } from "./enquiries";

const at = new Date("2026-11-23T00:30:00Z");
const lead = (payload: Record<string, unknown>) => ({ id: "l1", payload, createdAt: at });

describe("the garage's list of the shopper's enquiries", () => {
  it("a vehicle enquiry names its form, car, message and §9 date", () => {
    expect(
      enquirySummary(
        lead({
          form: "vehicle-enquiry",
          kind: "vehicle-enquiry",
          "Vehicle Make": "Toyota",
          "Vehicle Model": "Corolla",
          car_id: "c1",
          message: "Is it still available?",
          phone: "0412345678",
        }),
      ),
    ).toEqual({
      id: "l1",
      title: "Vehicle Enquiry",
      vehicle: "Toyota Corolla",
      carId: "c1",
      message: "Is it still available?",
      submittedAt: "2026-11-23T00:30:00.000Z",
      dateText: "23/11/2026",
    });
  });

  it("a multi-step test drive reads as a test drive; a general one by its category", () => {
    expect(
      enquirySummary(lead({ form: "multi-step", kind: "multi-step", enquiry_type: "test-drive" }))
        .title,
    ).toBe("Test Drive");
    expect(
      enquirySummary(
        lead({
          form: "general",
          kind: "general",
          category: "Spin to Win",
          subcategory: "$50 fuel card",
        }),
      ).title,
    ).toBe("Spin to Win: $50 fuel card");
    expect(enquirySummary(lead({ form: "general", category: "Sales" })).title).toBe("Sales");
    expect(enquirySummary(lead({ form: "unknown" }))).toMatchObject({
      title: "Enquiry",
      vehicle: null,
      carId: null,
      message: null,
    });
  });
});
