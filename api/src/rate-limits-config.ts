import { z } from "zod";
import { DEFAULT_RATE_LIMITS } from "./app";
import type { RateLimits } from "./deps";

const limit = z.coerce.number().int().positive().max(1_000_000);
const RateLimitEnv = z.object({
  FORECOURT_RATE_LIMIT_PER_IP: limit.optional(),
  FORECOURT_RATE_LIMIT_PER_SITE: limit.optional(),
});

/**
 * The lead, sign-in and quote limits per minute, from FORECOURT_RATE_LIMIT_PER_IP and
 * FORECOURT_RATE_LIMIT_PER_SITE when set (a dealer group whose showroom shares one public
 * IP needs more than the default per IP). A bad value fails at start, naming the variable.
 */
export function rateLimitsFromEnv(env: Record<string, string | undefined>): RateLimits {
  const parsed = RateLimitEnv.safeParse({
    FORECOURT_RATE_LIMIT_PER_IP: env.FORECOURT_RATE_LIMIT_PER_IP || undefined,
    FORECOURT_RATE_LIMIT_PER_SITE: env.FORECOURT_RATE_LIMIT_PER_SITE || undefined,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `${String(issue?.path[0])}: must be a whole number of requests per minute above 0`,
    );
  }
  return {
    ...DEFAULT_RATE_LIMITS,
    perIp: parsed.data.FORECOURT_RATE_LIMIT_PER_IP ?? DEFAULT_RATE_LIMITS.perIp,
    perSite: parsed.data.FORECOURT_RATE_LIMIT_PER_SITE ?? DEFAULT_RATE_LIMITS.perSite,
  };
}
