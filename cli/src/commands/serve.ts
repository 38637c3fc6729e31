import type { Command } from "commander";
import { CliError, wholeNumberOption } from "../io";

interface ServeFlags {
  api?: boolean;
  port: string;
  host: string;
  seed: boolean;
  trustProxy?: boolean;
}

/**
 * `forecourt serve --api [--port 8787]`: the Hono API on its own (issue 4 §2), on the same
 * platform the site uses (PGlite under FORECOURT_DATA_DIR, or DATABASE_URL), with the lead
 * outbox relay running. Several such processes may share one PostgreSQL (README "Production").
 */
export function registerServe(program: Command): void {
  program
    .command("serve")
    .description("serve the API on its own (the whole site is `npm start`)")
    .option("--api", "serve the API (required: the web site is served by `npm start`)")
    .option("--port <port>", "port to listen on", process.env.PORT ?? "8787")
    .option("--host <host>", "address to listen on", "0.0.0.0")
    .option("--no-seed", "do not seed the demo tenants into an empty store")
    .option(
      "--trust-proxy",
      "take the client IP from X-Forwarded-For (behind a load balancer; or FORECOURT_TRUST_PROXY=1)",
    )
    .action(async (flags: ServeFlags) => {
      if (!flags.api) throw new CliError("--api: required (serve the site with `npm start`)");
      const port = wholeNumberOption("port", flags.port) ?? 8787;
      if (port < 0 || port > 65535) {
        throw new CliError(`--port: must be a port number, got "${flags.port}"`);
      }
      const { createPlatform } = await import("@forecourt/adapters/platform");
      const { createApp, rateLimitsFromEnv } = await import("@forecourt/api");
      const { serve } = await import("@hono/node-server");
      const platform = await createPlatform(process.env, { role: "server" });
      await platform.start({ seed: flags.seed });
      const trustProxy = flags.trustProxy ?? process.env.FORECOURT_TRUST_PROXY === "1";
      const app = createApp(platform, { trustProxy, rateLimits: rateLimitsFromEnv(process.env) });
      const server = serve({ fetch: app.fetch, port, hostname: flags.host }, (info) => {
        process.stderr.write(
          `${JSON.stringify({ level: "info", msg: "api listening", port: info.port, host: flags.host })}\n`,
        );
      });
      let stopping = false;
      const stop = () => {
        if (stopping) return;
        stopping = true;
        // Finish in-flight requests, let the relay finish its batch, then release the store.
        server.close(() => {
          void platform.close().finally(() => process.exit(0));
        });
      };
      process.once("SIGINT", stop);
      process.once("SIGTERM", stop);
    });
}
