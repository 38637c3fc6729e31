/**
 * §9 phone format: a +61 prefix becomes 0 and ten digits group 2-4-4
 * ("+61733331234" → "07 3333 1234"). Other lengths are returned as their digits.
 */
export function formatPhone(phone: string): string {
  const compact = phone.replace(/[^\d+]/g, "");
  const digits = compact.startsWith("+61") ? `0${compact.slice(3)}` : compact.replace(/\+/g, "");
  if (/^\d{10}$/.test(digits))
    return `${digits.slice(0, 2)} ${digits.slice(2, 6)} ${digits.slice(6)}`;
  return digits;
}

/** §2 call button label 'Call Now - {phone}'. */
export function callNowLabel(phone: string): string {
  return `Call Now - ${phone}`;
}

/** §4 phone masking: the first five digits stay; every later digit becomes '*'. */
export const PHONE_MASK_VISIBLE_DIGITS = 5;

/** §4 phone reveal: digits after the first five replaced by '*'; spaces and length are kept. */
export function maskPhone(phone: string): string {
  let seen = 0;
  return phone.replace(/\d/g, (d) => {
    seen += 1;
    return seen > PHONE_MASK_VISIBLE_DIGITS ? "*" : d;
  });
}

/** The tel: link for a phone (digits only, +61 kept international for dialling). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/**
 * §4 phone reveal: on sites with phone masking the number shows masked until clicked;
 * elsewhere (or once revealed) it shows formatted.
 */
export function displayedPhone(
  phone: string,
  site: { features: { phoneMasking: boolean } },
  revealed: boolean,
): string {
  const formatted = formatPhone(phone);
  return site.features.phoneMasking && !revealed ? maskPhone(formatted) : formatted;
}
