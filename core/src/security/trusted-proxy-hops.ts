import { z } from "zod";

/** The most reverse proxies a deployment may declare in front of the site or the API. */
export const MAX_TRUSTED_PROXY_HOPS = 10;

const Hops = z.coerce.number().int().min(0).max(MAX_TRUSTED_PROXY_HOPS);
const LegacyTrustProxy = z.enum(["0", "1"]);

/**
 * The trusted proxy hop count (issue 30 §2) from FORECOURT_TRUSTED_PROXY_HOPS, a whole number
 * 0–10, default 0; the older FORECOURT_TRUST_PROXY=1 means 1 hop and is read only when the hop
 * count is unset. A bad value is an error naming the variable, for the shell to stop on.
 */
export function trustedProxyHopsFromEnv(
  env: Record<string, string | undefined>,
): { ok: true; hops: number } | { ok: false; error: string } {
  const hops = env.FORECOURT_TRUSTED_PROXY_HOPS?.trim();
  if (hops) {
    const parsed = Hops.safeParse(hops);
    return parsed.success && /^\d+$/.test(hops)
      ? { ok: true, hops: parsed.data }
      : {
          ok: false,
          error: `FORECOURT_TRUSTED_PROXY_HOPS: must be a whole number of proxies from 0 to ${MAX_TRUSTED_PROXY_HOPS}, got "${hops}"`,
        };
  }
  const legacy = env.FORECOURT_TRUST_PROXY?.trim();
  if (!legacy) return { ok: true, hops: 0 };
  const parsed = LegacyTrustProxy.safeParse(legacy);
  return parsed.success
    ? { ok: true, hops: Number(parsed.data) }
    : {
        ok: false,
        error: `FORECOURT_TRUST_PROXY: must be 1 (one proxy) or 0, got "${legacy}"; prefer FORECOURT_TRUSTED_PROXY_HOPS`,
      };
}
