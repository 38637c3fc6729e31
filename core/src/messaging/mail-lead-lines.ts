import { formatPhone } from "../contact/phone-format";
import type { LeadSheet } from "../leads/lead-sheet";
import { dealerTimeText } from "../leads/lead-sheet";
import type { ValidLead } from "../leads/validate-lead";
import { readLocalDateTime } from "../locations/local-time";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The lead sheet's lines as a message shows them: the same facts and labels, with a booking's
 * preferred date written as §9 dates are (dd/MM/yyyy HH:mm and the zone) instead of ISO 8601,
 * and the phone grouped as §9 writes phones.
 */
export function mailLeadLines(lead: ValidLead, sheet: LeadSheet): Array<[string, string]> {
  const wanted = "dateTime" in lead && typeof lead.dateTime === "string" ? lead.dateTime : null;
  return sheet.lines.map(([label, value]): [string, string] => {
    if (label === "Phone") return [label, formatPhone(value)];
    if (label !== "Preferred date" || !wanted) return [label, value];
    const day = ISO_DATE.exec(wanted.trim());
    if (day) return [label, `${day[3]}/${day[2]}/${day[1]}`];
    const instant = readLocalDateTime(wanted, sheet.timeZone);
    return [label, instant ? dealerTimeText(instant, sheet.timeZone) : value];
  });
}
