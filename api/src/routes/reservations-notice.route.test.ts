import { storedLeadRenderer } from "@forecourt/adapters/outbox/render-lead";
import {
  CONSUMER_INFORMATION_NOTICE_VERSION,
  NOTICE_ACKNOWLEDGEMENT_LABEL,
  NOTICE_ACKNOWLEDGEMENT_REQUIRED,
} from "@forecourt/core";
import { adfDtdErrors } from "@forecourt/core/leads/adf-validate.test-helper";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { car, client, type Harness, harness, NOW, signIn, site } from "../test-support/harness";

/** Issue 36 §1: a NZ shopper reserving a used car acknowledges its Consumer Information Notice. */
const kiwi = site("kiwi", {
  country: "NZ",
  dealer: { phone: "+64 9 555 0140", email: "sales@kiwi.example" },
  features: { reserve: true },
});
let h: Harness;
beforeAll(async () => {
  h = await harness({ now: () => NOW, clientAddressFrom: "site-server" }, [kiwi]);
  await h.store.stock.upsert("kiwi", [car("kiwi", 21), car("kiwi", 22)]);
}, 120_000);
afterAll(() => h.close());

const api = () => client(h.app, "kiwi.localhost:3000");
const shopper = {
  name: "Aroha",
  last_name: "Ngata",
  email: "aroha@example.com",
  phone: "021 555 0123",
  postcode: "1061",
  terms: true,
};

describe("POST /api/reservations on a New Zealand site", () => {
  it("refuses a used car's reservation until the shopper acknowledges the notice, naming the field", async () => {
    const cookie = await signIn(h, "kiwi.localhost:3000", "0215550123");
    const res = await api().post(
      "/api/reservations",
      { car_id: "kiwi-21", ...shopper },
      { cookie },
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors?: Record<string, string> };
    expect(body.errors).toEqual({ cin_acknowledged: NOTICE_ACKNOWLEDGEMENT_REQUIRED });
    expect((await h.store.leads.list("kiwi")).filter((l) => l.kind === "reserve")).toEqual([]);
  });

  it("records the acknowledgement's time and the notice's version with the lead, in DTD-valid ADF comments", async () => {
    const cookie = await signIn(h, "kiwi.localhost:3000", "0215550124");
    const res = await api().post(
      "/api/reservations",
      { car_id: "kiwi-22", ...shopper, cin_acknowledged: true },
      { cookie },
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const { lead_id } = (await res.json()) as { lead_id: string };
    const lead = await h.store.leads.get("kiwi", lead_id);
    const rendered = await storedLeadRenderer(h.store.stock)(
      JSON.parse(JSON.stringify(lead)) as never,
      kiwi as never,
    );
    expect(adfDtdErrors(rendered.adfXml)).toEqual([]);
    expect(rendered.adfXml).toContain(
      `${NOTICE_ACKNOWLEDGEMENT_LABEL}: ${NOW.toISOString()} (version ${CONSUMER_INFORMATION_NOTICE_VERSION})`,
    );
  });
});
