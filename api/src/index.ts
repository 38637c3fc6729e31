export { API_BASE, type ApiApp, createApp, DEFAULT_RATE_LIMITS } from "./app";
export type { ApiDeps, ApiOptions, RateLimits } from "./deps";
export { rateLimitsFromEnv } from "./rate-limits-config";
