import type { z } from "zod";
import type { AuditPage } from "./routes/dealer/audit.schema";
import type {
  CODE_SENT,
  StaffCodeBody,
  StaffMe,
  StaffSession,
  StaffSignInBody,
} from "./routes/dealer/auth.schema";
import type { FeedRunAnswer, FeedRunList } from "./routes/dealer/feed-runs.schema";
import type { InboxPage } from "./routes/dealer/leads.schema";
import type { FormStamp, LeadBody, LeadCreated } from "./routes/leads.schema";
import type { SlotsResponse } from "./routes/locations.schema";

/**
 * The operations the web's typed client calls (web/lib/client/api-client.ts), each typed from
 * its route's request and response schemas (issue 31 §3). The app registers its routes as
 * statements (`app.route(…)`, `app.openapi(…)`), so `hc<typeof app>` would see none of them;
 * this map is the contract instead. `{name}` in a path is a path parameter. Types only: no API
 * code reaches the browser.
 */
export type ApiEndpoints = {
  "POST /leads": { body: z.input<typeof LeadBody>; answer: z.output<typeof LeadCreated> };
  "GET /leads/form-stamp": { body: undefined; answer: z.output<typeof FormStamp> };
  "GET /locations/{id}/slots": { body: undefined; answer: z.output<typeof SlotsResponse> };
  "POST /dealer/auth/code": {
    body: z.input<typeof StaffCodeBody>;
    answer: z.output<typeof CODE_SENT>;
  };
  "POST /dealer/auth/sign-in": {
    body: z.input<typeof StaffSignInBody>;
    answer: z.output<typeof StaffSession>;
  };
  "POST /dealer/auth/sign-out": { body: undefined; answer: z.output<typeof StaffSession> };
  "GET /dealer/me": { body: undefined; answer: z.output<typeof StaffMe> };
  "GET /dealer/audit": { body: undefined; answer: z.output<typeof AuditPage> };
  "GET /dealer/leads": { body: undefined; answer: z.output<typeof InboxPage> };
  "GET /dealer/feed-runs": { body: undefined; answer: z.output<typeof FeedRunList> };
  "POST /dealer/feed-runs": { body: undefined; answer: z.output<typeof FeedRunAnswer> };
};
