/**
 * `npm run bench:mail` (issue 32 §4): messages a second from the lead outbox to a local SMTP
 * server. Stores N valid general enquiries for a site with lead recipients and one staff member,
 * then times the relay sending each lead's three messages (the ADF e-mail to the CRM, the
 * new-lead alert to staff, the acknowledgement to the shopper: claim, render, compose, SMTP over
 * STARTTLS with the adapter's pool, mark delivered) to a loopback SMTP server in a process of its
 * own, and prints messages and leads a second and this process's CPU per message. Built through the platform's
 * composition root with the SMTP adapter as its mail override (the server's certificate is the
 * run's own). Options: --messages 2000
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { SmtpMail } from "@forecourt/adapters/messaging/smtp-mail";
import { createPlatform } from "@forecourt/adapters/platform";
import { SiteConfig } from "@forecourt/core";
import { validateLead } from "@forecourt/core/leads/validate-lead";
import { machineLine, wholeOption } from "./helpers";

const count = wholeOption("messages", 2000, 1);

const sink = spawn(
  process.execPath,
  ["--import", "tsx", fileURLToPath(new URL("./smtp-sink.ts", import.meta.url))],
  { stdio: ["pipe", "pipe", "inherit"] },
);
const lines = createInterface({ input: sink.stdout })[Symbol.asyncIterator]();
const nextLine = async () => JSON.parse((await lines.next()).value as string);
const { port, ca } = (await nextLine()) as { port: number; ca: string };

const dataDir = mkdtempSync(join(tmpdir(), "forecourt-bench-mail-"));
const from = "leads@forecourt.example";
const mail = new SmtpMail(
  { provider: "smtp", url: `smtp://dealer:p%40ss%20word@localhost:${port}`, from },
  { tls: { ca } },
);
const platform = await createPlatform(
  { FORECOURT_DATA_DIR: dataDir, FORECOURT_MAIL_FROM: from },
  { overrides: { mail } },
);
const site = SiteConfig.parse({
  slug: "bench-mail",
  name: "Bench Motors",
  domains: ["bench-motors.example"],
  leadRecipients: ["crm@bench-motors.example"],
  locations: [{ id: "1", name: "Bench Motors Sales", slug: "sales" }],
});
await platform.sites.save(site);
await platform.staff.add(
  site.slug,
  { email: "sales@bench-motors.example", role: "sales" },
  new Date(),
);
/** Each lead's messages: to the CRM, the alert to staff, the acknowledgement to the shopper. */
const PER_LEAD = 3;

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
      location: "sales",
      terms_conditions: true,
    },
    site,
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

const cpu = process.cpuUsage();
const started = performance.now();
const round = await platform.relay.drain();
const seconds = (performance.now() - started) / 1000;
const used = process.cpuUsage(cpu);
sink.stdin.write("count\n");
const { received } = (await nextLine()) as { received: number };

console.log(`\n${machineLine()}; ${count} leads, ${PER_LEAD} messages each`);
console.table([
  {
    "leads delivered": round.delivered,
    "messages received": received,
    "retrying / dead": `${round.retrying} / ${round.dead}`,
    "messages/s": Math.round(received / seconds),
    "leads/s": Math.round(round.delivered / seconds),
    "relay CPU per message": `${((used.user + used.system) / 1000 / received).toFixed(2)} ms`,
  },
]);
await platform.close();
sink.stdin.end();
rmSync(dataDir, { recursive: true, force: true });
if (received !== count * PER_LEAD || round.delivered !== count) process.exitCode = 1;
