import { roleFor } from "@forecourt/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, goodLead, type Harness, harness, NOW } from "../../test-support/harness";
import { NO_SUCH_STAFF } from "./lead-owner.schema";
import { LEAD_NOT_FOUND } from "./leads.schema";
import { staffCookie } from "./staff-sessions.test-helper";

/** Issue 34 §1–2 over the real store: owners on arrival, round-robin, due times, reassignment. */

let h: Harness;
let clock = NOW;
const cookies = {} as Record<"owner" | "manager" | "ann" | "bob" | "bravo", string>;
const ids = {} as Record<"owner" | "manager" | "ann" | "bob", string>;

beforeAll(async () => {
  // Each request reads the stored site, so a routing change applies to the next lead at once.
  h = await harness({ now: () => clock, siteCacheMs: 0 });
  cookies.owner = await staffCookie(h, "alpha", "olive@alpha.example", "owner");
  cookies.manager = await staffCookie(h, "alpha", "max@alpha.example", "manager");
  cookies.ann = await staffCookie(h, "alpha", "ann@alpha.example", "sales");
  cookies.bob = await staffCookie(h, "alpha", "bob@alpha.example", "sales");
  cookies.bravo = await staffCookie(h, "bravo", "boss@bravo.example", "owner");
  for (const [who, email] of [
    ["owner", "olive@alpha.example"],
    ["manager", "max@alpha.example"],
    ["ann", "ann@alpha.example"],
    ["bob", "bob@alpha.example"],
  ] as const) {
    const member = await h.store.staff.byEmail("alpha", email);
    if (!member) throw new Error(`no ${email}`);
    ids[who] = member.id;
  }
}, 180_000);
afterAll(() => h.close());

const send = (method: string, path: string, cookie: string, body?: unknown, host = "alpha") =>
  h.app.request(path, {
    method,
    headers: {
      host: `${host}.localhost:3000`,
      cookie,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

async function submitLead(): Promise<string> {
  const res = await client(h.app, "alpha.localhost:3000").post("/api/leads", goodLead);
  expect(res.status).toBe(201);
  return ((await res.json()) as { lead_id: string }).lead_id;
}

type Summary = {
  id: string;
  owner: { id: string; label: string | null } | null;
  firstResponse: { state: string; dueAt: string | null; tookMinutes: number | null };
};
async function inboxLead(id: string): Promise<Summary> {
  const res = await send("GET", "/api/dealer/leads?pageSize=100", cookies.owner);
  expect(res.status).toBe(200);
  const found = ((await res.json()) as { leads: Summary[] }).leads.find((l) => l.id === id);
  if (!found) throw new Error(`lead ${id} not in the inbox`);
  return found;
}

describe("issue 34 §1 every lead is owned on arrival", () => {
  it("no rules: the site's first owner owns it, due 15 minutes of business time later", async () => {
    // Monday 23 November 2026, 10:00 in Brisbane: open (08:00–17:00), so due at 10:15.
    clock = NOW;
    const id = await submitLead();
    const lead = await inboxLead(id);
    expect(lead.owner).toEqual({ id: ids.owner, label: "olive@alpha.example" });
    expect(lead.firstResponse).toMatchObject({
      state: "due",
      dueAt: "2026-11-23T00:15:00.000Z",
    });
    clock = new Date("2026-11-23T00:16:00Z");
    expect((await inboxLead(id)).firstResponse.state).toBe("overdue");
    clock = NOW;
  });

  it("a lead at 9 pm on Saturday is due 15 minutes after Monday's opening", async () => {
    clock = new Date("2026-11-21T11:00:00Z"); // Saturday 21:00 in Brisbane
    const id = await submitLead();
    clock = NOW;
    expect((await inboxLead(id)).firstResponse.dueAt).toBe("2026-11-22T22:15:00.000Z");
  });

  it("the first status change is the first response: answered, and how long it took", async () => {
    clock = NOW;
    const id = await submitLead();
    clock = new Date(NOW.getTime() + 7 * 60_000);
    expect(
      (await send("PATCH", `/api/dealer/leads/${id}`, cookies.ann, { status: "contacted" })).status,
    ).toBe(200);
    clock = new Date(NOW.getTime() + 30 * 60_000);
    expect(
      (await send("PATCH", `/api/dealer/leads/${id}`, cookies.ann, { status: "won" })).status,
    ).toBe(200);
    expect((await inboxLead(id)).firstResponse).toMatchObject({
      state: "answered",
      tookMinutes: 7,
    });
    clock = NOW;
  });
});

describe("issue 34 §1 routing rules in the settings", () => {
  it("sales may not change routing; a manager may, and the change is audited", async () => {
    const routing = {
      leadRouting: {
        teams: [{ id: "sales", name: "Sales", members: [ids.ann, ids.bob] }],
        rules: [{ forms: ["general"], to: { team: "sales" } }],
      },
    };
    expect((await send("PATCH", "/api/dealer/settings", cookies.ann, routing)).status).toBe(403);
    const res = await send("PATCH", "/api/dealer/settings", cookies.manager, routing);
    expect(res.status).toBe(200);
    const audit = await h.store.audit.list("alpha", { limit: 5 });
    expect(JSON.stringify(audit)).toContain("leadRouting");
  });

  it("a team's leads go round-robin, the position kept in the store across requests", async () => {
    const owners: Array<string | undefined> = [];

    for (let i = 0; i < 4; i++) owners.push((await inboxLead(await submitLead())).owner?.id);
    expect(owners).toEqual([ids.ann, ids.bob, ids.ann, ids.bob]);
  });

  it("bad routing names the field: an unknown staff member, a target out of range", async () => {
    const unknown = await send("PATCH", "/api/dealer/settings", cookies.manager, {
      leadRouting: { fallbackOwner: "nobody" },
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({
      errors: { "leadRouting.fallbackOwner": NO_SUCH_STAFF },
    });
    const range = await send("PATCH", "/api/dealer/settings", cookies.manager, {
      leadRouting: { firstResponseMinutes: { sales: 0 } },
    });
    expect(range.status).toBe(400);
    const body = (await range.json()) as { errors: Record<string, string> };
    expect(Object.keys(body.errors)).toContain("leadRouting.firstResponseMinutes.sales");
  });
});

describe("issue 34 §1 managers reassign", () => {
  it("a manager gives a lead to another member (audited); sales may not; bad input names the field", async () => {
    const id = await submitLead();
    expect(
      (await send("PUT", `/api/dealer/leads/${id}/owner`, cookies.ann, { ownerId: ids.ann }))
        .status,
    ).toBe(403);
    const res = await send("PUT", `/api/dealer/leads/${id}/owner`, cookies.manager, {
      ownerId: ids.manager,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id,
      owner: { id: ids.manager, label: "max@alpha.example" },
    });
    expect((await inboxLead(id)).owner?.id).toBe(ids.manager);
    const [entry] = await h.store.audit.list("alpha", { limit: 1 });
    expect(entry).toMatchObject({
      action: "lead.reassign",
      target: id,
      after: { ownerId: ids.manager },
    });

    const choices = await send("GET", "/api/dealer/lead-owners", cookies.manager);
    expect(
      ((await choices.json()) as { owners: Array<{ id: string }> }).owners.map((o) => o.id),
    ).toContain(ids.bob);
    expect((await send("GET", "/api/dealer/lead-owners", cookies.ann)).status).toBe(403);

    const nobody = await send("PUT", `/api/dealer/leads/${id}/owner`, cookies.manager, {
      ownerId: "nobody",
    });
    expect(nobody.status).toBe(400);
    expect(await nobody.json()).toMatchObject({ errors: { ownerId: NO_SUCH_STAFF } });
    const empty = await send("PUT", `/api/dealer/leads/${id}/owner`, cookies.manager, {});
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ errors: { ownerId: "Choose a staff member." } });
  });

  it("the reassign routes need core's assignLeads ability, which GET /dealer/me names (the console's control follows it)", async () => {
    const abilitiesOf = async (cookie: string) =>
      ((await (await send("GET", "/api/dealer/me", cookie)).json()) as { abilities: string[] })
        .abilities;
    expect(await abilitiesOf(cookies.manager)).toContain("assignLeads");
    expect(await abilitiesOf(cookies.ann)).not.toContain("assignLeads");
    const doc = (await (await send("GET", "/api/openapi.json", cookies.owner)).json()) as {
      paths: Record<string, Record<string, { "x-staff-role"?: string }>>;
    };
    expect(doc.paths["/api/dealer/leads/{id}/owner"]?.put?.["x-staff-role"]).toBe(
      roleFor("assignLeads"),
    );
    expect(doc.paths["/api/dealer/lead-owners"]?.get?.["x-staff-role"]).toBe(
      roleFor("assignLeads"),
    );
  });

  it("another site's lead is not found, and another site's staff are refused", async () => {
    const id = await submitLead();
    const bravoLead = await client(h.app, "bravo.localhost:3000").post("/api/leads", goodLead);
    const bravoId = ((await bravoLead.json()) as { lead_id: string }).lead_id;
    const other = await send("PUT", `/api/dealer/leads/${bravoId}/owner`, cookies.manager, {
      ownerId: ids.ann,
    });
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ detail: LEAD_NOT_FOUND });
    expect(
      (await send("PUT", `/api/dealer/leads/${id}/owner`, cookies.bravo, { ownerId: ids.ann }))
        .status,
    ).toBe(403);
  });
});

describe("issue 34 §2 first-response insights", () => {
  it("median, 90th percentile and share within target, per location and staff member", async () => {
    const res = await send(
      "GET",
      "/api/dealer/insights/first-response?from=2026-11-01&to=2026-11-30",
      cookies.manager,
    );
    expect(res.status).toBe(200);
    const report = (await res.json()) as {
      overall: { leads: number; answered: number; medianMinutes: number | null };
      byOwner: Array<{ ownerId: string | null; label: string | null; answered: number }>;
    };
    // The one lead answered (after 7 minutes) in the tests above.
    expect(report.overall).toMatchObject({ answered: 1, medianMinutes: 7 });
    expect(report.overall.leads).toBeGreaterThan(5);
    expect(report.byOwner.find((o) => o.answered === 1)).toMatchObject({
      ownerId: ids.owner,
      label: "olive@alpha.example",
    });
    expect((await send("GET", "/api/dealer/insights/first-response", cookies.ann)).status).toBe(
      403,
    );
    const bad = await send("GET", "/api/dealer/insights/first-response?from=soon", cookies.manager);
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { errors: Record<string, string> }).errors)).toEqual([
      "from",
    ]);
  });
});
