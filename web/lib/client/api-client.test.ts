import { afterEach, describe, expect, it, vi } from "vitest";
import { callApi } from "./api-client";
import { failureLine } from "./problem";

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: unknown, type = "application/json") =>
  new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { "content-type": type },
  });

describe("callApi: the web's one JSON client", () => {
  it("posts the typed body to /api with the attempt's idempotency key and returns the answer", async () => {
    const fetch = vi.fn(async () => answer(201, { lead_id: "lead-1" }));
    vi.stubGlobal("fetch", fetch);
    const sent = await callApi("POST /leads", {
      body: { form: "general", fields: { name: "Sam" } },
      idempotencyKey: "key-1",
    });
    expect(sent).toEqual({ ok: true, status: 201, data: { lead_id: "lead-1" } });
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe("/api/leads");
    expect(init.method).toBe("POST");
    expect(init.headers).toMatchObject({
      "content-type": "application/json",
      "idempotency-key": "key-1",
    });
    expect(JSON.parse(String(init.body))).toEqual({ form: "general", fields: { name: "Sam" } });
  });

  it("reads a problem+json refusal into field errors by the one banner rule", async () => {
    vi.stubGlobal("fetch", async () =>
      answer(
        400,
        {
          title: "Invalid input",
          status: 400,
          detail: "Please fix the following errors:",
          message: "Please fix the following errors:",
          errors: { phone: "Please enter your phone number." },
        },
        "application/problem+json",
      ),
    );
    const sent = await callApi("POST /leads", { body: { form: "general", fields: {} } });
    expect(sent).toEqual({
      ok: false,
      status: 400,
      message: null,
      errors: { phone: "Please enter your phone number." },
    });
  });

  it("a GET sends no body, and a network failure is the caller's fallback with status 0", async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    vi.stubGlobal("fetch", fetch);
    const sent = await callApi("GET /dealer/me", { fallback: "Could not reach the console." });
    expect(sent).toEqual({
      ok: false,
      status: 0,
      message: "Could not reach the console.",
      errors: {},
    });
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe("/api/dealer/me");
    expect(init.method).toBe("GET");
    expect(init.body).toBeUndefined();
  });

  it("fills an endpoint's path parameters, encoded, and adds the query", async () => {
    const fetch = vi.fn(async () =>
      answer(200, {
        date: "2026-12-01",
        timeZone: "Australia/Brisbane",
        slots: ["09:00"],
        starts: [],
      }),
    );
    vi.stubGlobal("fetch", fetch);
    const sent = await callApi("GET /locations/{id}/slots", {
      params: { id: "noosa toyota/1" },
      query: "date=2026-12-01&type=sales",
    });
    expect(sent.ok && sent.data.slots).toEqual(["09:00"]);
    const [path] = fetch.mock.calls[0] as unknown as [string];
    expect(path).toBe("/api/locations/noosa%20toyota%2F1/slots?date=2026-12-01&type=sales");
  });
});

describe("callApi: the console's operations (issue 31 §3)", () => {
  it("sends a text endpoint's file as text/plain, with its query", async () => {
    const fetch = vi.fn(async () => answer(200, { rows: 0, added: 0, updated: 0, rejected: [] }));
    vi.stubGlobal("fetch", fetch);
    const sent = await callApi("POST /dealer/stock/import", {
      query: "name=stock%20feed.json",
      text: "[]",
    });
    expect(sent.ok && sent.data.rejected).toEqual([]);
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe("/api/dealer/stock/import?name=stock%20feed.json");
    expect(init.method).toBe("POST");
    expect(init.headers).toMatchObject({ "content-type": "text/plain" });
    expect(init.body).toBe("[]");
  });

  it("with fallback null, a silent answer has no banner: failureLine names its status", async () => {
    vi.stubGlobal("fetch", async () => answer(500, null));
    const sent = await callApi("GET /dealer/insights", { fallback: null });
    expect(sent).toEqual({ ok: false, status: 500, message: null, errors: {} });
    expect(!sent.ok && failureLine(sent)).toBe("The request failed (500).");
  });

  it("fills a console path's parameter, encoded, with the method in the endpoint's name", async () => {
    const fetch = vi.fn(async () =>
      answer(200, {
        name: "www.example.com.au",
        status: "pending",
        requestedAt: "2026-12-07T00:00:00.000Z",
        verifiedAt: null,
        challenge: null,
      }),
    );
    vi.stubGlobal("fetch", fetch);
    await callApi("DELETE /dealer/domains/{name}", { params: { name: "www.example.com.au/x" } });
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe("/api/dealer/domains/www.example.com.au%2Fx");
    expect(init.method).toBe("DELETE");
    expect(init.body).toBeUndefined();
  });
});
