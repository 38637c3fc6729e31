/**
 * The API process `npm run bench:api` drives (forked, so the load generator does not
 * share its event loop): the real composition — createPlatform on a fresh embedded
 * PGlite store in a temp dir (or the PostgreSQL of DATABASE_URL), demo tenants seeded, the outbox relay running — with
 * createApp served by @hono/node-server. Only the rate limits are off. Logs go, as
 * JSON lines like in production, to a file in the temp dir rather than the terminal.
 * Tells the parent its port over IPC, then answers its commands (CPU time used,
 * leads stored, profile, stop).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createPlatform } from "@forecourt/adapters/platform";
import { createApp } from "@forecourt/api";
import { createLogger } from "@forecourt/api/logger";
import { serve } from "@hono/node-server";
import { threadCpuMs } from "./process-cpu";

const dataDir = mkdtempSync(join(tmpdir(), "forecourt-bench-api-"));
// DATABASE_URL benches the PostgreSQL store instead (give it an empty database or schema).
const platform = await createPlatform({
  FORECOURT_DATA_DIR: dataDir,
  DATABASE_URL: process.env.DATABASE_URL,
});
await platform.start(process.env.BENCH_NO_RELAY ? { relayIntervalMs: 3_600_000 } : undefined);
// The API's own logger (buffered JSON lines), writing to a file instead of stdout.
const logger = createLogger({ level: "info", dest: join(dataDir, "api.log") });
const app = createApp(platform, { rateLimits: false, logger });

const server = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 }, async (info) => {
  const sites = await platform.sites.list();
  const targets = [];
  for (const site of sites) {
    const car = (await platform.stock.list(site.slug)).find((c) => c.slug);
    targets.push({
      slug: site.slug,
      location: site.locations[0]?.slug ?? null,
      carSlug: car?.slug ?? null,
      photos: car?.photos_count ?? 0,
    });
  }
  process.send?.({ port: info.port, dataDir, targets });
});

/** What the parent may ask; every command is answered with one message. */
type Command =
  | { cmd: "cpu" }
  | { cmd: "count"; site: string }
  | { cmd: "pending"; site: string }
  | { cmd: "profile-start" }
  | { cmd: "profile-stop"; file: string }
  | { cmd: "stop" };

// --profile: a CPU profile of the load phase only, not of startup and seeding.
const inspector = new Session();

process.on("message", async (message: Command) => {
  switch (message.cmd) {
    case "cpu": {
      const { user, system } = process.cpuUsage();
      const threads = threadCpuMs(process.pid);
      return process.send?.({ cpuMs: (user + system) / 1000, mainMs: threads?.main ?? null });
    }
    case "count":
      return process.send?.({ count: (await platform.leads.outbox(message.site)).length });
    case "pending":
      return process.send?.({
        count: (await platform.leads.outbox(message.site, "pending")).length,
      });
    case "profile-start":
      inspector.connect();
      await inspector.post("Profiler.enable");
      await inspector.post("Profiler.start");
      return process.send?.({});
    case "profile-stop": {
      const { profile } = await inspector.post("Profiler.stop");
      writeFileSync(message.file, JSON.stringify(profile));
      return process.send?.({});
    }
    case "stop":
      server.close();
      await platform.close();
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
  }
});
