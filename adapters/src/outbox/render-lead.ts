import type { OutgoingMail, StaffRepository, StockRepository } from "@forecourt/core";
import { renderAdf } from "@forecourt/core/leads/adf";
import { renderLeadEmail } from "@forecourt/core/leads/lead-email";
import { leadMail } from "@forecourt/core/leads/lead-mail";
import type { ValidLead } from "@forecourt/core/leads/validate-lead";
import { newLeadAlertMail } from "@forecourt/core/messaging/new-lead-alert";
import { shopperAcknowledgementMail } from "@forecourt/core/messaging/shopper-acknowledgement";
import { siteOrigin } from "@forecourt/core/sites/site-url";
import type { LeadRenderer } from "./relay";

/** How long a site's staff list is reused for its alerts' recipients. */
const STAFF_LIST_TTL_MS = 30_000;

export interface LeadRendererOptions {
  /** The domain of the address mail is sent from (FORECOURT_MAIL_FROM): no e-mail without it. */
  messageDomain?: string;
  /** The site's staff, who take the new-lead alert (issue 32 §2.2); no alert without it. */
  staff?: StaffRepository;
}

/**
 * The relay's renderer: core's ADF document and e-mail body for a stored lead (its payload is
 * the validated lead the API committed), with the car it is about; and, given the domain mail is
 * sent from, the lead e-mail for the CRM (core's leadMail, issue 32 §2.1), the new-lead alert to
 * the site's staff and the acknowledgement to the shopper (§2.2, §2.3). The two notices need the
 * site's public address for their links, so a site without a domain sends neither.
 */
export function storedLeadRenderer(
  stock: StockRepository,
  options: LeadRendererOptions = {},
): LeadRenderer {
  const staffLists = new Map<string, { at: number; emails: Promise<string[]> }>();
  const staffOf = (site: string): Promise<string[]> => {
    const { staff } = options;
    if (!staff) return Promise.resolve([]);
    const kept = staffLists.get(site);
    if (kept && Date.now() - kept.at < STAFF_LIST_TTL_MS) return kept.emails;
    const emails = staff.list(site).then((members) => members.map((m) => m.email));
    staffLists.set(site, { at: Date.now(), emails });
    emails.catch(() => staffLists.delete(site));
    return emails;
  };

  return async (stored, site) => {
    const lead = stored.payload as unknown as ValidLead;
    const carId = typeof stored.payload.car_id === "string" ? stored.payload.car_id : null;
    const car = carId ? await stock.get(stored.site, carId) : null;
    const context = { site, now: stored.createdAt, leadId: stored.id, car };
    const rendered = {
      adfXml: renderAdf(lead, context),
      emailText: renderLeadEmail(lead, context),
    };
    const domain = options.messageDomain;
    if (!domain) return { ...rendered, mail: null };
    const origin = siteOrigin(site);
    const notice = { site, lead, leadId: stored.id, car, location: null, now: stored.createdAt };
    const staff = origin ? await staffOf(site.slug) : [];
    return {
      ...rendered,
      mail: leadMail(lead, context, rendered, domain),
      alert:
        origin && staff.length > 0
          ? composed(() =>
              newLeadAlertMail({ ...notice, siteOrigin: origin, mailDomain: domain, to: staff }),
            )
          : null,
      acknowledgement: origin
        ? composed(() =>
            shopperAcknowledgementMail({ ...notice, siteOrigin: origin, mailDomain: domain }),
          )
        : null,
    };
  };
}

/**
 * A notice, or none when it cannot be composed from this lead (one stored before its form had
 * the fields it reads): a notice never keeps the lead from the dealer.
 */
function composed(compose: () => OutgoingMail | null): OutgoingMail | null {
  try {
    return compose();
  } catch {
    return null;
  }
}
