import { describe, expect, it } from "vitest";
import { usedCarHeading } from "./used-car-facts";
import {
  itemVehicleWord,
  similarCarsHeading,
  soldMessages,
  vehicleDetailsHeading,
  vehicleWord,
} from "./vehicle-word";

const car = { theme: { vehicleWord: "Car" } };
const moto = { theme: { vehicleWord: "Motorcycle" } };

describe("vehicle word per site", () => {
  it("headings", () => {
    expect(vehicleWord({ theme: { vehicleWord: " " } })).toBe("Car");
    expect(vehicleDetailsHeading(car)).toBe("Car Details");
    expect(similarCarsHeading(car)).toBe("Similar Cars In-Stock");
    expect(similarCarsHeading(moto, "Available")).toBe("Similar Motorcycles Available");
  });

  it("a vehicle that is not a car is headed in its own word (issue 37 §3)", () => {
    expect(vehicleDetailsHeading(car, { item_type: "motorcycle" })).toBe("Motorcycle Details");
    expect(usedCarHeading(car, { item_type: "truck" })).toBe("Used Truck Information");
    expect(vehicleDetailsHeading(car, { item_type: "car" })).toBe("Car Details");
    expect(vehicleDetailsHeading(car, {})).toBe("Car Details");
    expect(itemVehicleWord({ theme: { vehicleWord: "Caravan" } }, { item_type: "caravan" })).toBe(
      "Caravan",
    );
  });

  it("§2 sold-state messages", () => {
    expect(soldMessages(car)).toEqual({
      heading: "SOLD",
      lines: [
        "Unfortunately this car recently sold.",
        "But don't worry, we can help you find a similar car!",
      ],
    });
    expect(soldMessages(moto).lines[0]).toBe("Unfortunately this motorcycle recently sold.");
  });
});
