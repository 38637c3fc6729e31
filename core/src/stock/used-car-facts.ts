import { formatThousands } from "../format/money";
import type { Car } from "../schemas/car";
import type { SiteConfig } from "../schemas/site-config";
import { itemVehicleWord } from "./vehicle-word";

export type UsedCarFact = { label: string; value: string };

type UsedCar = Pick<
  Car,
  "car_type" | "km" | "regplate" | "rego_expiry" | "build_date" | "compliance_date" | "certified"
>;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;
const ISO_MONTH = /^(\d{4})-(\d{2})$/;

/**
 * §9 dates as dd/MM/yyyy: a feed's "2027-05-15" → "15/05/2027"; a month-only build or
 * compliance date "2021-03" → "03/2021". Anything else is shown as the feed wrote it.
 */
export function feedDateText(value: string): string {
  const text = value.trim();
  const day = ISO_DAY.exec(text);
  const validMonth = (mm: string) => Number(mm) >= 1 && Number(mm) <= 12;
  if (day) {
    const [, yyyy, mm = "", dd = ""] = day;
    return validMonth(mm) && Number(dd) >= 1 && Number(dd) <= 31 ? `${dd}/${mm}/${yyyy}` : text;
  }
  const month = ISO_MONTH.exec(text);
  if (month) {
    const [, yyyy, mm = ""] = month;
    return validMonth(mm) ? `${mm}/${yyyy}` : text;
  }
  return text;
}

/** §2 used-car block heading, e.g. 'Used Car Information'. */
export function usedCarHeading(
  site: { theme: Pick<SiteConfig["theme"], "vehicleWord"> },
  car?: { item_type?: string | null },
): string {
  return `Used ${itemVehicleWord(site, car)} Information`;
}

/**
 * §2 used-car block: for a used car, the registration and history facts it carries
 * (odometer, rego, rego expiry, build and compliance dates, certified pre-owned). Null for a
 * new or demo car, or a used car with none of them.
 */
export function usedCarFacts(car: UsedCar): UsedCarFact[] | null {
  if (car.car_type?.trim().toLowerCase() !== "used") return null;
  const entries: Array<[string, string | null]> = [
    ["Odometer", car.km != null && car.km >= 0 ? `${formatThousands(car.km)} km` : null],
    ["Registration", car.regplate?.trim() || null],
    ["Registration expiry", car.rego_expiry?.trim() ? feedDateText(car.rego_expiry) : null],
    ["Build date", car.build_date?.trim() ? feedDateText(car.build_date) : null],
    ["Compliance date", car.compliance_date?.trim() ? feedDateText(car.compliance_date) : null],
    ["Certified pre-owned", car.certified === true ? "Yes" : null],
  ];
  const facts = entries
    .filter((entry): entry is [string, string] => entry[1] !== null)
    .map(([label, value]) => ({ label, value }));
  return facts.length > 0 ? facts : null;
}
