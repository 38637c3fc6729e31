/**
 * Test child process for the durability tests (issue 4 §3): commits one lead,
 * then dies without a clean shutdown, either right after the commit or while
 * its relay is delivering. Run with `node --import tsx crash-child.ts '<json>'`.
 */
import type { StoredLead } from "@forecourt/core";
import { SiteConfig } from "@forecourt/core";
import { createStore } from "../store/create-store";
import { createOutboxRelay } from "./relay";
import { webhookLeadDelivery } from "./webhook-delivery";
import { loopbackOutbound } from "./webhook-test-server";

interface ChildArgs {
  dataDir?: string;
  databaseUrl?: string;
  site: string;
  webhookUrl: string | null;
  idempotencyKey: string;
  /** "after-commit": SIGKILL itself once the lead is committed; "during-delivery": start delivering and wait to be killed. */
  mode: "after-commit" | "during-delivery";
}

const args = JSON.parse(process.argv[2] ?? "{}") as ChildArgs;
const store = await createStore(
  args.databaseUrl ? { databaseUrl: args.databaseUrl } : { dataDir: args.dataDir ?? "./data" },
);
await store.sites.save(
  SiteConfig.parse({ slug: args.site, name: args.site, leadWebhookUrl: args.webhookUrl }),
);
const { lead } = await store.leads.create(
  {
    site: args.site,
    kind: "general",
    payload: { name: "Jo" },
    idempotencyKey: args.idempotencyKey,
  },
  new Date(),
);
process.stdout.write(`${JSON.stringify({ leadId: lead.id })}\n`);

if (args.mode === "after-commit") {
  process.kill(process.pid, "SIGKILL");
} else {
  const render = (l: StoredLead) => ({ adfXml: `<adf><id>${l.id}</id></adf>`, emailText: l.id });
  const relay = createOutboxRelay({
    leads: store.leads,
    sites: store.sites,
    delivery: webhookLeadDelivery({
      signingKey: "crash-test-key",
      timeoutMs: 600_000,
      outbound: loopbackOutbound,
    }),
    render,
  });
  await relay.runOnce(); // the parent kills us while the webhook holds the request
}
