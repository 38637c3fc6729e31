import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiEndpoints } from "./client-endpoints";
import { type Harness, harness } from "./test-support/harness";

/** How an operation of the typed client sends its body. */
type BodyKind<E extends keyof ApiEndpoints> = ApiEndpoints[E] extends { text: string }
  ? "text/plain"
  : ApiEndpoints[E]["body"] extends undefined
    ? "none"
    : "application/json";

/**
 * Every operation of the web's typed client with how it sends its body; `satisfies` makes the
 * compiler hold this list to exactly ApiEndpoints' keys and body kinds, so the test below covers
 * an operation as soon as it is added there.
 */
const OPERATIONS = {
  "POST /leads": "application/json",
  "GET /leads/form-stamp": "none",
  "GET /locations/{id}/slots": "none",
  "POST /dealer/auth/code": "application/json",
  "POST /dealer/auth/sign-in": "application/json",
  "POST /dealer/auth/sign-out": "none",
  "GET /dealer/me": "none",
  "GET /dealer/audit": "none",
  "GET /dealer/leads": "none",
  "GET /dealer/feed-runs": "none",
  "POST /dealer/feed-runs": "none",
  "GET /dealer/leads/{id}": "none",
  "PATCH /dealer/leads/{id}": "application/json",
  "POST /dealer/leads/{id}/retry": "none",
  "GET /dealer/lead-owners": "none",
  "PUT /dealer/leads/{id}/owner": "application/json",
  "PUT /dealer/leads/{id}/spam": "application/json",
  "GET /dealer/settings": "none",
  "PATCH /dealer/settings": "application/json",
  "GET /dealer/domains": "none",
  "POST /dealer/domains": "application/json",
  "POST /dealer/domains/{name}/verify": "none",
  "DELETE /dealer/domains/{name}": "none",
  "GET /dealer/stock": "none",
  "PATCH /dealer/stock/{id}": "application/json",
  "POST /dealer/stock/bulk/preview": "application/json",
  "POST /dealer/stock/bulk/apply": "application/json",
  "POST /dealer/stock/import": "text/plain",
  "GET /dealer/insights": "none",
} satisfies { [E in keyof ApiEndpoints]: BodyKind<E> };

type Operation = { requestBody?: { content: Record<string, unknown> } };
let h: Harness;
let paths: Record<string, Record<string, Operation>>;

beforeAll(async () => {
  h = await harness();
  const doc = (await (await h.app.request("/api/openapi.json")).json()) as { paths: typeof paths };
  paths = doc.paths;
}, 300_000);
afterAll(() => h.close());

describe("ApiEndpoints: the typed client's map names real operations (issue 31 §3)", () => {
  it.each(Object.entries(OPERATIONS))("%s is documented, taking %s", (endpoint, body) => {
    const [method = "", path = ""] = endpoint.split(" ");
    const operation = paths[`/api${path}`]?.[method.toLowerCase()];
    expect(operation, `${endpoint} is not an operation of the API`).toBeDefined();
    const sent = Object.keys(operation?.requestBody?.content ?? {});
    expect(sent).toEqual(body === "none" ? [] : [body]);
  });
});
