import { describe, expect, it } from "vitest";
import {
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
