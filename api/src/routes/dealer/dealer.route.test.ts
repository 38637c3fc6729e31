import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  client,
  cookiesOf,
  goodLead,
  type Harness,
  harness,
  NOW,
} from "../../test-support/harness";
import { CODE_SENT_MESSAGE } from "./auth.route";
import { STAFF_CODE_MESSAGES } from "./auth.schema";
import { OTHER_SITE_STAFF, SIGN_IN_AS_STAFF } from "./guard";
import { ONLY_DEAD_RETRY } from "./leads.schema";
import { staffCookie } from "./staff-sessions.test-helper";

let h: Harness;
/** The API's clock: fixed at NOW, but for the inbox's leads, sent a second apart before it. */
let clock = NOW;
beforeAll(async () => {
  h = await harness({ now: () => clock });
}, 180_000);
afterAll(() => h.close());

const alpha = () => client(h.app, "alpha.localhost:3000");
const send = (method: string, path: string, cookie: string, body?: unknown) =>
  h.app.request(path, {
    method,
    headers: {
      host: "alpha.localhost:3000",
      cookie,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

describe("staff sign-in (/api/dealer/auth)", () => {
  it("a code only for this site's staff, the same answer for anyone; sign in, me, sign out", async () => {
    await h.store.staff.add("alpha", { email: "pat@alpha.example", role: "manager" }, NOW);
    for (const email of ["pat@alpha.example", "nobody@alpha.example"]) {
      const res = await alpha().post("/api/dealer/auth/code", { email });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: CODE_SENT_MESSAGE });
    }
    expect([...h.staffCodes.codes.keys()]).toEqual(["alpha:pat@alpha.example"]);
    const code = h.staffCodes.codes.get("alpha:pat@alpha.example") as string;

    const bad = await alpha().post("/api/dealer/auth/code", { email: "not an email" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      errors: { email: "Please enter a valid e-mail address." },
    });
    const wrong = await alpha().post("/api/dealer/auth/sign-in", {
      email: "pat@alpha.example",
      code: code === "000000" ? "111111" : "000000",
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ errors: { code: STAFF_CODE_MESSAGES.wrong } });

    const signIn = await alpha().post("/api/dealer/auth/sign-in", {
      email: "PAT@alpha.example",
      code,
    });
    expect(signIn.status).toBe(200);
    expect(await signIn.json()).toMatchObject({
      staff: { email: "pat@alpha.example", role: "manager" },
    });
    const cookie = cookiesOf(signIn);
    expect(cookie).toMatch(/^fc-staff\.session_token=/);
    expect(signIn.headers.get("set-cookie")).toMatch(/HttpOnly/i);

    const me = await send("GET", "/api/dealer/me", cookie);
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      staff: { email: "pat@alpha.example", role: "manager" },
      site: { slug: "alpha" },
      abilities: ["leads", "assignLeads", "stock", "hours", "insights"],
    });
    // The staff cookie is not a shopper session, and a shopper's is not a staff one.
    expect(await (await send("GET", "/api/session", cookie)).json()).toEqual({ user: null });

    const out = await send("POST", "/api/dealer/auth/sign-out", cookie);
    expect(out.status).toBe(200);
    const after = await send("GET", "/api/dealer/me", cookie);
    expect(after.status).toBe(401);
    expect(after.headers.get("content-type")).toContain("application/problem+json");
    expect(await after.json()).toMatchObject({ status: 401, detail: SIGN_IN_AS_STAFF });
  });

  it("another site's staff get 403 here; a shopper cookie is 401", async () => {
    const bravoOwner = await staffCookie(h, "bravo", "boss@bravo.example", "owner");
    const res = await send("GET", "/api/dealer/me", bravoOwner);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ detail: OTHER_SITE_STAFF });
    // A forged cookie (right shape, wrong signature) is no session anywhere: 401.
    const forged = bravoOwner.replace(/\.[^.]+$/, ".AAAA");
    expect((await send("GET", "/api/dealer/me", forged)).status).toBe(401);
    expect((await send("GET", "/api/dealer/me", "fc.session_token=x")).status).toBe(401);
  });
});

describe("the leads inbox (/api/dealer/leads)", () => {
  let sales: string;
  const ids: string[] = [];
  beforeAll(async () => {
    sales = await staffCookie(h, "alpha", "sam@alpha.example", "sales");
    const posts = [
      goodLead,
      {
        form: "vehicle-enquiry",
        fields: { ...goodLead.fields, car_id: "alpha-1", name: "Vi Car" },
      },
      { form: "parts", fields: { ...goodLead.fields, name: "=cmd|'/c calc'!A1, \"Parts\"" } },
    ];
    for (const [i, body] of posts.entries()) {
      // "Newest first" needs leads sent at different times: one timestamp has no order.
      clock = new Date(NOW.getTime() - (posts.length - 1 - i) * 1000);
      const res = await alpha().post("/api/leads", body);
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { lead_id: string }).lead_id);
      await new Promise((r) => setTimeout(r, 5));
    }
    clock = NOW;
    // Another site's lead never shows here.
    await client(h.app, "bravo.localhost").post("/api/leads", goodLead);
  });

  it("lists this site's leads newest first, filters by kind and status, pages", async () => {
    const res = await send("GET", "/api/dealer/leads", sales);
    expect(res.status).toBe(200);
    const page = (await res.json()) as {
      leads: { id: string; kind: string; received: string }[];
      total: number;
    };
    expect(page.leads.map((l) => l.id)).toEqual([...ids].reverse());
    expect(page.leads[0]?.received).toBe("23/11/2026 10:00 (Australia/Brisbane)");
    expect(page.total).toBe(3);
    const parts = await (await send("GET", "/api/dealer/leads?kind=parts", sales)).json();
    expect(parts).toMatchObject({ total: 1, leads: [{ id: ids[2], kind: "parts" }] });
    const paged = await (await send("GET", "/api/dealer/leads?pageSize=2&page=2", sales)).json();
    expect(paged).toMatchObject({ page: 2, pageSize: 2, total: 3, leads: [{ id: ids[0] }] });
    const bad = await send("GET", "/api/dealer/leads?status=closed&from=2026-02-30", sales);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      errors: {
        status: "Choose new, contacted, won or lost.",
        from: "Use a date like 2026-11-25.",
      },
    });
    const none = await send("GET", "/api/dealer/leads?from=2020-01-01&to=2020-01-31", sales);
    expect(await none.json()).toMatchObject({ total: 0, leads: [] });
  });

  it("a lead's page: payload, car, ADF and delivery; another site's lead is 404", async () => {
    const res = await send("GET", `/api/dealer/leads/${ids[1]}`, sales);
    expect(res.status).toBe(200);
    const lead = (await res.json()) as Record<string, unknown>;
    expect(lead).toMatchObject({
      id: ids[1],
      kind: "vehicle-enquiry",
      status: "new",
      payload: { name: "Vi Car", car_id: "alpha-1" },
      car: { id: "alpha-1" },
      delivery: { state: "pending" },
      history: [],
      nextStatuses: ["contacted", "won", "lost"],
    });
    expect(lead.adfXml).toContain("<adf>");
    // Times in the lead's zone (as its e-mail writes them), not the server's (UTC here).
    expect(lead).toMatchObject({
      timeZone: "Australia/Brisbane",
      received: "23/11/2026 09:59 (Australia/Brisbane)",
    });
    // What the shopper sent, labelled as the e-mail and ADF label it: no stored field names.
    const sent = Object.fromEntries(lead.sent as Array<[string, string]>);
    expect(sent).toMatchObject({
      Name: "Vi Car",
      Email: "sam@example.com",
      Phone: "0412345678",
      Comments: "Do you have a white Corolla?",
      Form: "Vehicle Enquiry",
      "Marketing opt-in": "No",
    });
    for (const raw of ["terms_conditions", "Terms conditions", "Extra", "opt_in", "car_id"]) {
      expect(Object.keys(sent)).not.toContain(raw);
    }
    const bravoLead = (await h.store.leads.list("bravo"))[0]?.id as string;
    const other = await send("GET", `/api/dealer/leads/${bravoLead}`, sales);
    expect(other.status).toBe(404);
    expect(await other.text()).not.toContain("Sam Citizen");
  });

  it("status changes follow core's rule and record who and when", async () => {
    const id = ids[0] as string;
    const moved = await send("PATCH", `/api/dealer/leads/${id}`, sales, { status: "contacted" });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({
      status: "contacted",
      change: {
        from: "new",
        to: "contacted",
        staffEmail: "sam@alpha.example",
        at: NOW.toISOString(),
        atText: "23/11/2026 10:00 (Australia/Brisbane)",
      },
    });
    const back = await send("PATCH", `/api/dealer/leads/${id}`, sales, { status: "new" });
    expect(back.status).toBe(400);
    expect(await back.json()).toMatchObject({
      errors: { status: "A contacted lead cannot be marked new." },
    });
    const detail = await (await send("GET", `/api/dealer/leads/${id}`, sales)).json();
    expect(detail).toMatchObject({
      status: "contacted",
      history: [{ from: "new", to: "contacted", staffEmail: "sam@alpha.example" }],
    });
    const filtered = await (await send("GET", "/api/dealer/leads?status=contacted", sales)).json();
    expect(filtered).toMatchObject({ total: 1, leads: [{ id }] });
  });

  it("retries a dead letter, and only a dead one", async () => {
    const id = ids[2] as string;
    const early = await send("POST", `/api/dealer/leads/${id}/retry`, sales);
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ detail: ONLY_DEAD_RETRY });
    await h.store.leads.markFailed(id, "webhook answered 500", null);
    const dead = await (await send("GET", `/api/dealer/leads/${id}`, sales)).json();
    expect(dead).toMatchObject({ delivery: { state: "dead", lastError: "webhook answered 500" } });
    const retried = await send("POST", `/api/dealer/leads/${id}/retry`, sales);
    expect(retried.status).toBe(200);
    expect(await retried.json()).toMatchObject({
      id,
      delivery: { state: "pending", attempts: 0, nextAttemptAt: NOW.toISOString() },
    });
  });

  it("a dead letter names each target's own state: which one refused it (issue 32 §3)", async () => {
    const id = ids[1] as string;
    await h.store.leads.markTarget(id, "webhook", "delivered", null, NOW);
    await h.store.leads.markTarget(id, "email", "dead", "SMTP 550", NOW);
    await h.store.leads.markFailed(id, "email: SMTP 550", null);
    const dead = await (await send("GET", `/api/dealer/leads/${id}`, sales)).json();
    expect(dead.delivery).toMatchObject({
      state: "dead",
      lastError: "email: SMTP 550",
      targets: expect.arrayContaining([
        { target: "email", state: "dead", lastError: "SMTP 550" },
        { target: "webhook", state: "delivered", lastError: null },
      ]),
    });
    const retried = await (await send("POST", `/api/dealer/leads/${id}/retry`, sales)).json();
    expect(retried.delivery.targets).toEqual(
      expect.arrayContaining([
        { target: "email", state: "pending", lastError: "SMTP 550" },
        { target: "webhook", state: "delivered", lastError: null },
      ]),
    );
  });

  it("exports the filtered leads as CSV, formulas defused", async () => {
    const res = await send("GET", "/api/dealer/leads.csv?kind=parts", sales);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toContain("alpha-leads.csv");
    const lines = (await res.text()).split("\r\n");
    expect(lines[0]).toBe("id,received,kind,status,name,email,phone,location,car,message");
    expect(lines[1]).toContain(
      `${ids[2]},23/11/2026 10:00,parts,new,"'=cmd|'/c calc'!A1, ""Parts""",`,
    );
    expect(lines).toHaveLength(3);
  });
});
