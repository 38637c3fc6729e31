import { describe, expect, it } from "vitest";
import { ZERO_RESULT_SEARCHES_PER_CLIENT_PER_DAY } from "../insights/anonymous-counting";
import type { HitCounter } from "../ports/hit-counter";
import { recordZeroResultSearch } from "./record-zero-result-search";

/** 23:30 in Brisbane on 15 March, still the 14th in UTC: the count goes to the dealer's day. */
const NOW = new Date("2026-03-15T13:30:00Z");
const site = { slug: "bmg", country: "AU" as const, timeZone: null };

function fakes(recordFails = false) {
  const hits = new Map<string, number>();
  const countHit: HitCounter = async (key) => {
    hits.set(key, (hits.get(key) ?? 0) + 1);
    return hits.get(key) ?? 0;
  };
  const recorded: Array<[string, string, string]> = [];
  const insights = {
    recordZeroResultSearch: async (s: string, search: string, day: string) => {
      if (recordFails) throw new Error("store down");
      recorded.push([s, search, day]);
    },
  };
  return { ports: { insights, countHit }, hits, recorded };
}

const context = (visitor: string) => ({
  now: NOW,
  site,
  visitor: (day: string) => `${visitor}@${day}`,
});

describe("issue 17 §3 / 30 §9 counting a search with no results", () => {
  it("counts a client's first 20 a dealer day, then no more; another client still counts", async () => {
    const { ports, hits, recorded } = fakes();
    const answers = [];
    for (let i = 0; i < ZERO_RESULT_SEARCHES_PER_CLIENT_PER_DAY + 3; i++)
      answers.push(await recordZeroResultSearch(ports, { search: `/search?q=${i}` }, context("a")));
    expect(answers.filter((a) => a.ok && a.value.counted)).toHaveLength(20);
    expect(answers.at(-1)).toEqual({ ok: true, value: { counted: false } });
    expect(recorded).toHaveLength(20);
    expect(recorded[0]).toEqual(["bmg", "/search?q=0", "2026-03-15"]);
    expect([...hits.keys()]).toEqual(["zero-result:bmg:2026-03-15:a@2026-03-15"]);
    expect(await recordZeroResultSearch(ports, { search: "/x" }, context("b"))).toEqual({
      ok: true,
      value: { counted: true },
    });
  });

  it("a count the store loses is not counted and never fails the search", async () => {
    const { ports } = fakes(true);
    expect(await recordZeroResultSearch(ports, { search: "/x" }, context("a"))).toEqual({
      ok: true,
      value: { counted: false },
    });
  });
});
