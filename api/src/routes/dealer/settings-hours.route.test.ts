import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, harness } from "../../test-support/harness";
import { staffCookie } from "./staff-sessions.test-helper";

const HOST = "alpha.localhost";
const FIELD = "locations[0].contact_detail.opening_hours[0].open";

describe("PATCH /api/dealer/settings: opening hours are HH:mm (issue 31 §5)", () => {
  let h: Harness;
  let manager: string;
  const patch = (body: unknown) =>
    h.app.request("/api/dealer/settings", {
      method: "PATCH",
      headers: { host: HOST, cookie: manager, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  /** The stored locations with the first one's first weekly entry opening at `open`. */
  const withOpen = async (open: string) => {
    const [first, ...rest] = (await h.store.sites.get("alpha"))?.locations ?? [];
    if (!first) throw new Error("the alpha fixture has no location");
    const [day, ...days] = first.contact_detail?.opening_hours ?? [];
    const opening_hours = [{ ...day, weekday: 1, status: "Open", open, close: "17:30" }, ...days];
    return [{ ...first, contact_detail: { ...first.contact_detail, opening_hours } }, ...rest];
  };

  beforeAll(async () => {
    h = await harness();
    manager = await staffCookie(h, "alpha", "manager@alpha.example", "manager");
  }, 120_000);
  afterAll(() => h.close());

  it('refuses open "25:99" as problem+json naming the field, and stores nothing', async () => {
    const before = await h.store.sites.get("alpha");
    const res = await patch({ locations: await withOpen("25:99") });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    const problem = (await res.json()) as { errors: Record<string, string> };
    expect(problem.errors).toEqual({
      [FIELD]: 'must be a 24-hour time like 08:30, got "25:99"',
    });
    expect(await h.store.sites.get("alpha")).toEqual(before);
  });

  it("accepts a real time", async () => {
    const res = await patch({ locations: await withOpen("07:45") });
    expect(res.status).toBe(200);
    const stored = await h.store.sites.get("alpha");
    expect(stored?.locations[0]?.contact_detail?.opening_hours?.[0]?.open).toBe("07:45");
  });
});
