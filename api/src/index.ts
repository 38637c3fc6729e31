export {
  API_BASE,
  type ApiApp,
  createApp,
  DEFAULT_RATE_LIMITS,
  DEFAULT_WRITE_RATE_LIMITS,
} from "./app";
export type { ApiEndpoints } from "./client-endpoints";
export type { ApiDeps, ApiOptions, RateLimits } from "./deps";
export {
  DEFAULT_REQUEST_DEADLINES,
  type RequestDeadlines,
  requestDeadlineOptions,
} from "./http/request-deadlines";
export { rateLimitsFromEnv } from "./rate-limits-config";
export { signInCodeLimitsFromEnv } from "./sign-in-limits-config";
export { openRequestsPerClientFromEnv, writeRateLimitsFromEnv } from "./write-limits-config";
