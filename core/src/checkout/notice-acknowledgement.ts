import type { Car } from "../schemas/car";
import { consumerInformationNotice, type NoticeSite } from "../stock/consumer-information-notice";

/** The lead field (ADF comments, e-mail) that records the shopper's acknowledgement. */
export const NOTICE_ACKNOWLEDGEMENT_LABEL = "Consumer Information Notice acknowledged";

/** The request field a NZ reserve or buy-online journey sends when the shopper ticks the box. */
export const NOTICE_ACKNOWLEDGEMENT_FIELD = "cin_acknowledged";

export const NOTICE_ACKNOWLEDGEMENT_REQUIRED =
  "Please confirm you have read the Consumer Information Notice for this vehicle.";

export type NoticeAcknowledgement =
  | { ok: true; fields: Record<string, string> }
  | { ok: false; errors: Record<string, string> };

/**
 * Issue 36 §1: a NZ shopper reserving or buying a car that needs a Consumer Information Notice
 * acknowledges it; the lead records when (the server's clock, ISO) and which version of the
 * notice, so it travels in the ADF comments. Elsewhere nothing is asked or recorded.
 */
export function noticeAcknowledgement(
  site: NoticeSite,
  car: Car,
  acknowledged: unknown,
  now: Date,
): NoticeAcknowledgement {
  const notice = consumerInformationNotice(site, car, now);
  if (!notice.required) return { ok: true, fields: {} };
  if (acknowledged !== true) {
    return {
      ok: false,
      errors: { [NOTICE_ACKNOWLEDGEMENT_FIELD]: NOTICE_ACKNOWLEDGEMENT_REQUIRED },
    };
  }
  return {
    ok: true,
    fields: { [NOTICE_ACKNOWLEDGEMENT_LABEL]: `${now.toISOString()} (version ${notice.version})` },
  };
}
