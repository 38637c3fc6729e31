import type { z } from "zod";
import type { AuditPage } from "./routes/dealer/audit.schema";
import type {
  CODE_SENT,
  StaffCodeBody,
  StaffMe,
  StaffSession,
  StaffSignInBody,
} from "./routes/dealer/auth.schema";
import type { DomainAnswer, DomainList, DomainRequestBody } from "./routes/dealer/domains.schema";
import type { FeedRunAnswer, FeedRunList } from "./routes/dealer/feed-runs.schema";
import type { InsightsReport } from "./routes/dealer/insights.schema";
import type { OwnerChoices, ReassignBody, Reassigned } from "./routes/dealer/lead-owner.schema";
import type { SpamBody, SpamMarked } from "./routes/dealer/lead-spam.schema";
import type {
  InboxPage,
  LeadDetail,
  Retried,
  StatusBody,
  StatusChanged,
} from "./routes/dealer/leads.schema";
import type { SettingsDocument, SettingsPatch } from "./routes/dealer/settings.schema";
import type {
  BulkChangeAnswer,
  BulkChangeBody,
  ImportResult,
  StockEditBody,
  StockEdited,
  StockPage,
} from "./routes/dealer/stock.schema";
import type { FormStamp, LeadBody, LeadCreated } from "./routes/leads.schema";
import type { SlotsResponse } from "./routes/locations.schema";

/**
 * The operations the web's typed client calls (web/lib/client/api-client.ts), each typed from
 * its route's request and response schemas (issue 31 §3). The app registers its routes as
 * statements (`app.route(…)`, `app.openapi(…)`), so `hc<typeof app>` would see none of them;
 * this map is the contract instead. `{name}` in a path is a path parameter. Types only: no API
 * code reaches the browser. An operation whose body is plain text (a feed file) has `text`.
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
  "GET /dealer/leads/{id}": { body: undefined; answer: z.output<typeof LeadDetail> };
  "PATCH /dealer/leads/{id}": {
    body: z.input<typeof StatusBody>;
    answer: z.output<typeof StatusChanged>;
  };
  "POST /dealer/leads/{id}/retry": { body: undefined; answer: z.output<typeof Retried> };
  "GET /dealer/lead-owners": { body: undefined; answer: z.output<typeof OwnerChoices> };
  "PUT /dealer/leads/{id}/owner": {
    body: z.input<typeof ReassignBody>;
    answer: z.output<typeof Reassigned>;
  };
  "PUT /dealer/leads/{id}/spam": {
    body: z.input<typeof SpamBody>;
    answer: z.output<typeof SpamMarked>;
  };
  "GET /dealer/settings": { body: undefined; answer: z.output<typeof SettingsDocument> };
  "PATCH /dealer/settings": {
    body: z.input<typeof SettingsPatch>;
    answer: z.output<typeof SettingsDocument>;
  };
  "GET /dealer/domains": { body: undefined; answer: z.output<typeof DomainList> };
  "POST /dealer/domains": {
    body: z.input<typeof DomainRequestBody>;
    answer: z.output<typeof DomainAnswer>;
  };
  "POST /dealer/domains/{name}/verify": {
    body: undefined;
    answer: z.output<typeof DomainAnswer>;
  };
  "DELETE /dealer/domains/{name}": { body: undefined; answer: z.output<typeof DomainAnswer> };
  "GET /dealer/stock": { body: undefined; answer: z.output<typeof StockPage> };
  "PATCH /dealer/stock/{id}": {
    body: z.input<typeof StockEditBody>;
    answer: z.output<typeof StockEdited>;
  };
  "POST /dealer/stock/bulk/preview": {
    body: z.input<typeof BulkChangeBody>;
    answer: z.output<typeof BulkChangeAnswer>;
  };
  "POST /dealer/stock/bulk/apply": {
    body: z.input<typeof BulkChangeBody>;
    answer: z.output<typeof BulkChangeAnswer>;
  };
  "POST /dealer/stock/import": {
    body: undefined;
    text: string;
    answer: z.output<typeof ImportResult>;
  };
  "GET /dealer/insights": { body: undefined; answer: z.output<typeof InsightsReport> };
};
