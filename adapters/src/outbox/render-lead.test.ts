import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { StockRepository, StoredLead } from "@forecourt/core";
import { adfDtdErrors } from "@forecourt/core/leads/adf-validate.test-helper";
import { LEAD_FORMS } from "@forecourt/core/leads/lead-forms";
import { demoCar, demoSite, validPayloads } from "@forecourt/core/leads/lead-test-fixtures";
import { validateLead } from "@forecourt/core/leads/validate-lead";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { folderLeadDelivery, leadFilePaths } from "./folder-delivery";
import { storedLeadRenderer } from "./render-lead";

// Only `get` is read by the renderer: the car a lead is about.
const stock = {
  get: async (_site: string, id: string) => (id === demoCar.id ? demoCar : null),
} as unknown as StockRepository;

/** A lead as the store gives it back: the validated lead after a JSON (jsonb) round trip. */
function storedLead(form: (typeof LEAD_FORMS)[number], n: number): StoredLead {
  const result = validateLead(form, validPayloads[form], demoSite, { car: demoCar });
  if (!result.ok) throw new Error(`${form}: ${JSON.stringify(result.errors)}`);
  return {
    id: `lead-${n}`,
    site: demoSite.slug,
    kind: form,
    payload: JSON.parse(JSON.stringify({ ...result.lead, car_id: demoCar.id })),
    idempotencyKey: null,
    createdAt: new Date("2026-11-23T01:00:00Z"),
  };
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "forecourt-adf-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("what the relay delivers is DTD-valid ADF (every lead kind, after the store)", () => {
  it.each(LEAD_FORMS.map((form, n) => [form, n] as const))("%s", async (form, n) => {
    const lead = storedLead(form, n);
    const rendered = await storedLeadRenderer(stock)(lead, demoSite);
    await folderLeadDelivery(dir).deliver(lead, rendered, null);
    const paths = leadFilePaths(dir, lead.site, lead.id);
    const xml = await readFile(paths.adf, "utf8");
    expect(adfDtdErrors(xml)).toEqual([]);
    expect(xml).toContain(`<id sequence="1" source="Forecourt">${lead.id}</id>`);
    expect(xml).toContain(`<id source="Forecourt">${demoCar.id}</id>`);
    expect(await readFile(paths.text, "utf8")).toBe(rendered.emailText);
  });
});

describe("the DTD those checks use", () => {
  it("is the shared ADF 1.0 standard, byte for byte, where the workspace has it", () => {
    const ours = readFileSync(
      new URL("../../../core/src/leads/adf-1.0.dtd", import.meta.url),
      "utf8",
    );
    const shared = new URL("../../../../shared/standards/adf-1.0.dtd", import.meta.url);
    // A clean clone in CI has no ../shared; there the copy is still exercised by every check above.
    if (existsSync(shared)) expect(ours).toBe(readFileSync(shared, "utf8"));
    expect(ours).toContain("<!ELEMENT adf (prospect+)>");
  });
});
