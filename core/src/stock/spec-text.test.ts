import { describe, expect, it } from "vitest";
import { engineSizeText } from "./spec-text";

describe("engineSizeText", () => {
  it.each([
    [{ engine_size_litres: 2 }, "2.0 L"],
    [{ enginesize_litres: 2.494 }, "2.5 L"],
    [{ engine_size_litres: 0.399, item_type: "motorcycle" }, "399 cc"],
    [{ engine_size_litres: 0.399 }, "0.4 L"],
    [{ engine_size_litres: 0 }, null],
    [{}, null],
  ])("%j reads %j", (car, expected) => {
    expect(engineSizeText(car)).toBe(expected);
  });
});
