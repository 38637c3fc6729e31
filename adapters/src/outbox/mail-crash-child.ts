/**
 * Test child process for the e-mail durability tests (issue 32 §3): commits one lead for a site
 * with lead recipients, then dies without a clean shutdown, right after the commit or while its
 * relay is sending the lead's e-mail. Run with `node --import tsx mail-crash-child.ts '<json>'`.
 */
import { SiteConfig } from "@forecourt/core";
import { SmtpMail } from "../messaging/smtp-mail";
import { createStore } from "../store/create-store";
import { folderLeadDelivery } from "./folder-delivery";
import { createOutboxRelay } from "./relay";
import { storedLeadRenderer } from "./render-lead";

interface ChildArgs {
  dataDir: string;
  site: string;
  smtpUrl: string;
  ca: string;
  idempotencyKey: string;
  mode: "after-commit" | "during-send";
}

const args = JSON.parse(process.argv[2] ?? "{}") as ChildArgs;
const store = await createStore({ dataDir: args.dataDir });
await store.sites.save(
  SiteConfig.parse({
    slug: args.site,
    name: "Crash Motors",
    leadRecipients: ["crm@crash.example"],
  }),
);
const { lead } = await store.leads.create(
  {
    site: args.site,
    kind: "general",
    payload: {
      kind: "general",
      form: "general",
      name: "Jo",
      email: "jo@example.com",
      phone: "0412345678",
      extra: {},
    },
    idempotencyKey: args.idempotencyKey,
  },
  new Date(),
);
process.stdout.write(`${JSON.stringify({ leadId: lead.id })}\n`);

if (args.mode === "after-commit") {
  process.kill(process.pid, "SIGKILL");
} else {
  const relay = createOutboxRelay({
    leads: store.leads,
    sites: store.sites,
    delivery: folderLeadDelivery(args.dataDir),
    mail: new SmtpMail(
      { provider: "smtp", url: args.smtpUrl, from: "leads@forecourt.example" },
      { tls: { ca: args.ca } },
    ),
    render: storedLeadRenderer(store.stock, { messageDomain: "forecourt.example" }),
  });
  await relay.runOnce(); // the parent kills us while the SMTP server holds its answer
}
