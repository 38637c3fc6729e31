import { STAFF_ROLES, type StaffRole } from "@forecourt/core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { client, goodLead, type Harness, harness } from "../../test-support/harness";
import { STAFF_ROLE_EXTENSION } from "./dealer-route";
import { staffCookie } from "./staff-sessions.test-helper";

/**
 * Issue 17 "Done when": role and tenant isolation on every /api/dealer route, generated from the
 * OpenAPI document (so a route added later is covered without touching this file). Each
 * operation is called with no session, with another site's staff (on this host, and on their own
 * host with this site's ids), and with each role below the one it declares.
 */

/** Only these may be called without a staff session: they are how one gets a session. */
const OPEN_OPERATIONS = new Set(["dealerRequestCode", "dealerSignIn"]);

interface Operation {
  method: string;
  path: string;
  operationId: string;
  role: StaffRole | undefined;
  /** The request body's documented example (sent, so a call is refused for who makes it, not for its body). */
  body: unknown;
  /** The body's media type: JSON, or a feed file's text. */
  contentType: string;
}

let h: Harness;
let operations: Operation[];
const sessions = {} as Record<"alpha" | "bravo", Record<StaffRole, string>>;
let alphaLeadId: string;

beforeAll(async () => {
  h = await harness();
  const doc = (await (await h.app.request("/api/openapi.json")).json()) as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
    components: { schemas: Record<string, { example?: unknown }> };
  };
  const exampleOf = (op: Record<string, unknown>) => {
    const body = op.requestBody as
      | { content: Record<string, { schema: { $ref?: string; example?: unknown } }> }
      | undefined;
    if (!body) return undefined;
    const schema = (body.content["application/json"] ?? body.content["text/plain"])?.schema;
    const ref = schema?.$ref?.split("/").at(-1);
    return (ref ? doc.components.schemas[ref]?.example : schema?.example) ?? null;
  };
  operations = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith("/api/dealer/"))
    .flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        operationId: String(op.operationId ?? `${method} ${path}`),
        role: op[STAFF_ROLE_EXTENSION] as StaffRole | undefined,
        body: exampleOf(op),
        contentType:
          op.requestBody &&
          !(op.requestBody as { content: Record<string, unknown> }).content["application/json"]
            ? "text/plain"
            : "application/json",
      })),
    );
  const res = await client(h.app, "alpha.localhost").post("/api/leads", {
    ...goodLead,
    fields: { ...goodLead.fields, name: "Alpha Onlyshopper" },
  });
  alphaLeadId = ((await res.json()) as { lead_id: string }).lead_id;
}, 300_000);
afterAll(() => h.close());

// Fresh sessions for each test: calling sign-out (as the generated calls do) ends one.
beforeEach(async () => {
  for (const site of ["alpha", "bravo"] as const) {
    sessions[site] = {} as Record<StaffRole, string>;
    for (const role of STAFF_ROLES) {
      sessions[site][role] = await staffCookie(h, site, `${role}@${site}.example`, role);
    }
  }
}, 120_000);

/** Fills path parameters with site alpha's ids: another site's staff must never reach them. */
const urlOf = (op: Operation) => op.path.replace(/\{[^}]+\}/g, alphaLeadId);

function call(op: Operation, host: string, cookie?: string) {
  return h.app.request(urlOf(op), {
    method: op.method,
    headers: {
      host,
      ...(cookie ? { cookie } : {}),
      ...(op.body !== undefined ? { "content-type": op.contentType } : {}),
    },
    ...(op.body !== undefined
      ? { body: op.contentType === "text/plain" ? String(op.body) : JSON.stringify(op.body) }
      : {}),
  });
}

/** The guarded operations, the auth ones (sign-out ends the session it is called with) last. */
const guarded = () =>
  operations
    .filter((op) => !OPEN_OPERATIONS.has(op.operationId))
    .sort((a, b) => Number(a.path.includes("/auth/")) - Number(b.path.includes("/auth/")));
const below = (role: StaffRole) => STAFF_ROLES.slice(0, STAFF_ROLES.indexOf(role));

describe("every /api/dealer operation in the OpenAPI document", () => {
  it("is documented with a tag, summary and operationId, and declares its role (but sign-in's two)", () => {
    expect(operations.length).toBeGreaterThanOrEqual(8);
    for (const op of operations) {
      expect(op.operationId, `${op.method} ${op.path}`).not.toContain(" ");
      expect([op.operationId, op.role === undefined]).toEqual([
        op.operationId,
        OPEN_OPERATIONS.has(op.operationId),
      ]);
    }
    expect(operations.filter((op) => OPEN_OPERATIONS.has(op.operationId))).toHaveLength(2);
    // A body without an example would be refused as invalid, which proves nothing about access.
    for (const op of guarded())
      expect([op.operationId, op.body]).not.toEqual([op.operationId, null]);
  });

  it("answers 401 problem+json without a staff session (a shopper's cookie is none)", async () => {
    for (const op of guarded()) {
      for (const cookie of [undefined, "fc.session_token=abc.def"]) {
        const res = await call(op, "alpha.localhost", cookie);
        expect([op.operationId, res.status]).toEqual([op.operationId, 401]);
        expect(res.headers.get("content-type")).toContain("application/problem+json");
      }
    }
  });

  it("never answers another site's staff with 2xx or this site's data", async () => {
    for (const op of guarded()) {
      for (const role of STAFF_ROLES) {
        // Their cookie on this site's host…
        const here = await call(op, "alpha.localhost", sessions.bravo[role]);
        expect([op.operationId, role, here.status]).toEqual([op.operationId, role, 403]);
        // …and on their own host, asking for this site's ids.
        const own = await call(op, "bravo.localhost", sessions.bravo[role]);
        const body = await own.text();
        expect(body, op.operationId).not.toContain("Alpha Onlyshopper");
        expect(body, op.operationId).not.toContain("@alpha.example");
        // An operation on one of this site's things (by id) finds nothing there (or is above them).
        if (op.path.includes("{")) {
          expect([403, 404], `${op.operationId} as bravo ${role}`).toContain(own.status);
        }
      }
    }
  });

  it("answers 403 to a role below the one it declares, and lets the declared role through", async () => {
    for (const op of guarded()) {
      const role = op.role as StaffRole;
      for (const low of below(role)) {
        const res = await call(op, "alpha.localhost", sessions.alpha[low]);
        expect([op.operationId, low, res.status]).toEqual([op.operationId, low, 403]);
      }
      for (const enough of STAFF_ROLES.slice(STAFF_ROLES.indexOf(role))) {
        const res = await call(op, "alpha.localhost", sessions.alpha[enough]);
        expect([401, 403], `${op.operationId} as ${enough}`).not.toContain(res.status);
        expect(res.status, `${op.operationId} as ${enough}`).toBeLessThan(500);
      }
    }
  });
});
