import { sql as init } from "./0001_init";
import { sql as account } from "./0002_account";
import { sql as reservationLeads } from "./0003_reservation_leads";
import { sql as betterAuth } from "./0004_better_auth";
import { sql as leadOwnerAndRequestHash } from "./0005_lead_owner_and_request_hash";
import { sql as stockChanges } from "./0006_stock_changes";
import { sql as staff } from "./0007_staff";
import { sql as auditLog } from "./0008_audit_log";
import { sql as savedSearches } from "./0009_saved_searches";
import { sql as insights } from "./0010_insights";
import { sql as stockNotifyAndRateLimits } from "./0011_stock_notify_and_rate_limits";
import { sql as idempotentResponses } from "./0012_idempotent_responses";
import { sql as insertLeadsFunction } from "./0013_insert_leads_function";
import { sql as carFirstSeen } from "./0014_car_first_seen";
import { sql as invoicePaymentReference } from "./0015_invoice_payment_reference";
import { sql as signInThrottles } from "./0016_sign_in_throttles";
import { sql as siteDomains } from "./0017_site_domains";
import { sql as reservationHolds } from "./0018_reservation_holds";
import { sql as carStockNumberIndex } from "./0019_car_stock_number_index";
import { sql as leadDeliveryTargets } from "./0020_lead_delivery_targets";
import { sql as leadRouting } from "./0021_lead_routing";
import { sql as feedRuns } from "./0022_feed_runs";
import { sql as mediaObjects } from "./0023_media_objects";
import { sql as leadSpam } from "./0024_lead_spam";
import { sql as feedRunPhotos } from "./0025_feed_run_photos";

/** Every migration in order; the migrator applies the ones a database has not seen. */
export const migrations: ReadonlyArray<{ id: string; sql: string }> = [
  { id: "0001_init", sql: init },
  { id: "0002_account", sql: account },
  { id: "0003_reservation_leads", sql: reservationLeads },
  { id: "0004_better_auth", sql: betterAuth },
  { id: "0005_lead_owner_and_request_hash", sql: leadOwnerAndRequestHash },
  { id: "0006_stock_changes", sql: stockChanges },
  { id: "0007_staff", sql: staff },
  { id: "0008_audit_log", sql: auditLog },
  { id: "0009_saved_searches", sql: savedSearches },
  { id: "0010_insights", sql: insights },
  { id: "0011_stock_notify_and_rate_limits", sql: stockNotifyAndRateLimits },
  { id: "0012_idempotent_responses", sql: idempotentResponses },
  { id: "0013_insert_leads_function", sql: insertLeadsFunction },
  { id: "0014_car_first_seen", sql: carFirstSeen },
  { id: "0015_invoice_payment_reference", sql: invoicePaymentReference },
  { id: "0016_sign_in_throttles", sql: signInThrottles },
  { id: "0017_site_domains", sql: siteDomains },
  { id: "0018_reservation_holds", sql: reservationHolds },
  { id: "0019_car_stock_number_index", sql: carStockNumberIndex },
  { id: "0020_lead_delivery_targets", sql: leadDeliveryTargets },
  { id: "0021_lead_routing", sql: leadRouting },
  { id: "0022_feed_runs", sql: feedRuns },
  { id: "0023_media_objects", sql: mediaObjects },
  { id: "0024_lead_spam", sql: leadSpam },
  { id: "0025_feed_run_photos", sql: feedRunPhotos },
];
