import {
  MAX_TRUSTED_PROXY_HOPS,
  trustedProxyHopsFromEnv,
} from "@forecourt/core/security/trusted-proxy-hops";
import type { Command } from "commander";
import { CliError, wholeNumberOption } from "../io";

interface ServeFlags {
  api?: boolean;
  port: string;
  host: string;
  seed: boolean;
  trustProxy?: boolean;
  trustedProxyHops?: string;
}

/**
 * The trusted proxy hops (issue 30 §2): --trusted-proxy-hops, else --trust-proxy (one), else
 * FORECOURT_TRUSTED_PROXY_HOPS / FORECOURT_TRUST_PROXY; a bad value stops the start, named.
 */
export function trustedProxyHopsOf(
  flags: Pick<ServeFlags, "trustProxy" | "trustedProxyHops">,
  env: Record<string, string | undefined>,
): number {
  if (flags.trustedProxyHops !== undefined) {
    const hops = wholeNumberOption("trusted-proxy-hops", flags.trustedProxyHops) ?? 0;
    if (hops < 0 || hops > MAX_TRUSTED_PROXY_HOPS) {
      throw new CliError(
        `--trusted-proxy-hops: must be a whole number of proxies from 0 to ${MAX_TRUSTED_PROXY_HOPS}, got "${flags.trustedProxyHops}"`,
      );
    }
    return hops;
  }
  if (flags.trustProxy) return 1;
  const parsed = trustedProxyHopsFromEnv(env);
  if (!parsed.ok) throw new CliError(parsed.error);
  return parsed.hops;
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
      "--trusted-proxy-hops <n>",
      "reverse proxies in front of the API: the client IP is the X-Forwarded-For entry the outermost appended (or FORECOURT_TRUSTED_PROXY_HOPS; default 0)",
    )
    .option("--trust-proxy", "one reverse proxy: the same as --trusted-proxy-hops 1")
    .action(async (flags: ServeFlags) => {
      if (!flags.api) throw new CliError("--api: required (serve the site with `npm start`)");
      const port = wholeNumberOption("port", flags.port) ?? 8787;
      const trustedProxyHops = trustedProxyHopsOf(flags, process.env);
      if (port < 0 || port > 65535) {
        throw new CliError(`--port: must be a port number, got "${flags.port}"`);
      }
      const { createPlatform } = await import("@forecourt/adapters/platform");
      const {
        createApp,
        rateLimitsFromEnv,
        requestDeadlineOptions,
        signInCodeLimitsFromEnv,
        openRequestsPerClientFromEnv,
        writeRateLimitsFromEnv,
      } = await import("@forecourt/api");
      const { serve } = await import("@hono/node-server");
      const platform = await createPlatform(process.env, { role: "server" });
      await platform.start({ seed: flags.seed });
      const app = createApp(platform, {
        trustedProxyHops,
        rateLimits: rateLimitsFromEnv(process.env),
        signInCodeLimits: signInCodeLimitsFromEnv(process.env),
        writeRateLimits: writeRateLimitsFromEnv(process.env),
        openUploadsPerClient: openRequestsPerClientFromEnv(process.env),
      });
      // A request not fully received in 10 s (headers) / 30 s (body) is 408 (issue 30 §11).
      const serverOptions = requestDeadlineOptions();
      const server = serve(
        { fetch: app.fetch, port, hostname: flags.host, serverOptions },
        (info) => {
          process.stderr.write(
            `${JSON.stringify({ level: "info", msg: "api listening", port: info.port, host: flags.host })}\n`,
          );
        },
      );
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
