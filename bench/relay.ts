/**
 * `npm run bench:relay`: where the outbox relay's time goes, stage by stage, on a fresh
 * embedded store. Stores N valid general enquiries, then claims them in batches, renders
 * each as ADF XML and e-mail text, delivers them to the local folder and marks them
 * delivered, printing wall and CPU time per lead for each stage.
 * Options: --leads 2000  --batch 100 (rows claimed per round, the relay's default)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { storedLeadRenderer } from "@forecourt/adapters/outbox/render-lead";
import { createPlatform } from "@forecourt/adapters/platform";
import type { OutboxEntry, StoredLead } from "@forecourt/core";
import { validateLead } from "@forecourt/core/leads/validate-lead";
import { machineLine, wholeOption } from "./helpers";

const count = wholeOption("leads", 2000, 1);
const batch = wholeOption("batch", 100, 1);

const dataDir = mkdtempSync(join(tmpdir(), "forecourt-bench-relay-"));
const platform = await createPlatform({ FORECOURT_DATA_DIR: dataDir });
// The background relay stays idle: this script drives each stage itself.
await platform.start({ relayIntervalMs: 3_600_000 });
const [site] = await platform.sites.list();
if (!site) throw new Error("no demo site");

const submits = [];
for (let i = 0; i < count; i++) {
  const result = validateLead(
    "general",
    {
      name: `Bench Shopper ${i}`,
      email: `shopper${i}@example.com`,
      phone: "0412 345 678",
      message: `Enquiry ${i}`,
      category: "Sales",
      location: site.locations[0]?.slug,
      terms_conditions: true,
    },
    site,
    { car: null },
  );
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  submits.push(
    platform.leads.create(
      { site: site.slug, kind: result.lead.kind, payload: result.lead, idempotencyKey: null },
      new Date(),
    ),
  );
}
await Promise.all(submits);

const rows: Array<Record<string, string>> = [];
async function stage(name: string, run: () => Promise<unknown>) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  await run();
  const used = process.cpuUsage(cpu);
  rows.push({
    stage: name,
    "wall per lead": `${((performance.now() - started) / count).toFixed(3)} ms`,
    "CPU per lead": `${((used.user + used.system) / 1000 / count).toFixed(3)} ms`,
  });
}

const claimed: Array<OutboxEntry & { lead: StoredLead }> = [];
await stage(`claim (batches of ${batch})`, async () => {
  for (;;) {
    const round = await platform.leads.claimDue(new Date(), batch);
    if (round.length === 0) break;
    claimed.push(...round);
  }
});
const render = storedLeadRenderer(platform.stock);
const rendered: Array<Awaited<ReturnType<typeof render>>> = [];
await stage("render ADF + e-mail", async () => {
  for (const entry of claimed) rendered.push(await render(entry.lead, site));
});
await stage("deliver to folder", async () => {
  for (let i = 0; i < claimed.length; i += batch) {
    await Promise.all(
      claimed
        .slice(i, i + batch)
        .map((entry, j) =>
          platform.delivery.deliver(entry.lead, rendered[i + j] as (typeof rendered)[number], null),
        ),
    );
  }
});
await stage("mark delivered", async () => {
  for (let i = 0; i < claimed.length; i += batch) {
    await Promise.all(
      claimed.slice(i, i + batch).map((e) => platform.leads.markDelivered(e.lead.id, new Date())),
    );
  }
});

console.log(`\n${machineLine()}; ${count} leads, ${claimed.length} claimed`);
console.table(rows);
await platform.close();
rmSync(dataDir, { recursive: true, force: true });
