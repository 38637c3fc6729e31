import { z } from "zod";
import { DEFAULT_WRITE_RATE_LIMITS } from "./app";
import type { RateLimits } from "./deps";

const limit = z.coerce.number().int().positive().max(1_000_000);
const WriteLimitEnv = z.object({
  FORECOURT_WRITE_LIMIT_PER_IP: limit.optional(),
  FORECOURT_WRITE_LIMIT_PER_SITE: limit.optional(),
});

/**
 * The anonymous-write limits per minute (issue 30 §9: trade-in requests, analytics events and
 * phone reveals, view counter hits; each group counted apart), from FORECOURT_WRITE_LIMIT_PER_IP
 * and FORECOURT_WRITE_LIMIT_PER_SITE when set. A bad value fails at start, naming the variable.
 */
export function writeRateLimitsFromEnv(env: Record<string, string | undefined>): RateLimits {
  const parsed = WriteLimitEnv.safeParse({
    FORECOURT_WRITE_LIMIT_PER_IP: env.FORECOURT_WRITE_LIMIT_PER_IP || undefined,
    FORECOURT_WRITE_LIMIT_PER_SITE: env.FORECOURT_WRITE_LIMIT_PER_SITE || undefined,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `${String(issue?.path[0])}: must be a whole number of requests per minute above 0`,
    );
  }
  return {
    ...DEFAULT_WRITE_RATE_LIMITS,
    perIp: parsed.data.FORECOURT_WRITE_LIMIT_PER_IP ?? DEFAULT_WRITE_RATE_LIMITS.perIp,
    perSite: parsed.data.FORECOURT_WRITE_LIMIT_PER_SITE ?? DEFAULT_WRITE_RATE_LIMITS.perSite,
  };
}

const OpenRequestsEnv = z.coerce.number().int().min(0).max(100_000).optional();

/**
 * Requests with a body one client address may have open at once in one process (issue 30 §11),
 * from FORECOURT_OPEN_REQUESTS_PER_CLIENT: unset keeps the default (8), 0 turns the cap off (a
 * load test or a fault suite sending many at once from one address). A bad value fails at start,
 * naming the variable.
 */
export function openRequestsPerClientFromEnv(
  env: Record<string, string | undefined>,
): number | false | undefined {
  const parsed = OpenRequestsEnv.safeParse(env.FORECOURT_OPEN_REQUESTS_PER_CLIENT || undefined);
  if (!parsed.success)
    throw new Error("FORECOURT_OPEN_REQUESTS_PER_CLIENT: must be a whole number from 0 (off) up");
  if (parsed.data === undefined) return undefined;
  return parsed.data === 0 ? false : parsed.data;
}
