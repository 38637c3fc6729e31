/**
 * §9 phone format: a +61 prefix becomes 0 and ten digits group 2-4-4
 * ("+61733331234" → "07 3333 1234"). Issue 18: a +64 (New Zealand) number becomes national too,
 * mobiles (02x) grouped 3-3-4 or 3-3-3 and landlines 2-3-4 ("+64 9 555 0140" → "09 555 0140").
 * Other lengths are returned as their digits.
 */
export function formatPhone(phone: string): string {
  const compact = phone.replace(/[^\d+]/g, "");
  if (compact.startsWith("+64")) return formatNzNational(`0${compact.slice(3)}`) ?? compact;
  const digits = compact.startsWith("+61") ? `0${compact.slice(3)}` : compact.replace(/\+/g, "");
  if (/^\d{10}$/.test(digits))
    return `${digits.slice(0, 2)} ${digits.slice(2, 6)} ${digits.slice(6)}`;
  return digits;
}

/** A national New Zealand number grouped as NZ writes it, or null when it is not one. */
function formatNzNational(digits: string): string | null {
  if (/^02\d{7,8}$/.test(digits))
    return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
  if (/^0[3-9]\d{7}$/.test(digits))
    return `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`;
  return null;
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
