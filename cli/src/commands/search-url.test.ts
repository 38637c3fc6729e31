import { describe, expect, it } from "vitest";
import { runSearchUrlFormat, runSearchUrlParse } from "./search-url";

const ADDRESS =
  "/search/used-cars/toyota?refinementList[body][0]=SUV&range[price]=10000:30000&page=2&sortBy=price_asc";

describe("forecourt search-url", () => {
  it("parses the issue's address into car type, make, refinements, range, page and sort", async () => {
    const { data } = await runSearchUrlParse(ADDRESS, "sunshine-coast-toyota");
    expect(data.state.refinementList).toMatchObject({
      car_type: ["used"],
      make: ["Toyota"],
      body: ["SUV"],
    });
    expect(data.state.range.price).toEqual({ min: 10000, max: 30000 });
    expect(data.state.page).toBe(2);
    expect(data.state.sortBy).toBe("price_asc");
  });

  it("formats what it parsed back to an address that parses to the same state", async () => {
    const { data } = await runSearchUrlParse(ADDRESS);
    const { data: formatted } = await runSearchUrlFormat(data.state);
    expect(formatted.url).toBe(data.canonical);
    expect((await runSearchUrlParse(formatted.url)).data.state).toEqual(data.state);
  });

  it("rejects an address that is not a path, and a state with a bad field, naming it", async () => {
    await expect(runSearchUrlParse("search/used-cars")).rejects.toThrow(
      "address: must start with '/'",
    );
    await expect(runSearchUrlFormat({ page: 0 })).rejects.toThrow("state: page:");
  });
});
