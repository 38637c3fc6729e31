/** The countries a site can serve (issue 18): Australia by default, or New Zealand. */
export const COUNTRIES = ["AU", "NZ"] as const;
export type Country = (typeof COUNTRIES)[number];

/** A state, territory or region: its code (as date-holidays spells it), name and IANA zone. */
export interface Region {
  country: Country;
  code: string;
  name: string;
  timeZone: string;
}

const au = (code: string, name: string, timeZone: string): Region => ({
  country: "AU",
  code,
  name,
  timeZone,
});
const nz = (code: string, name: string, timeZone = "Pacific/Auckland"): Region => ({
  country: "NZ",
  code,
  name,
  timeZone,
});

/** Australia's states and territories and the zone each keeps (issue 18 §1). */
export const AU_STATES: readonly Region[] = [
  au("QLD", "Queensland", "Australia/Brisbane"),
  au("NSW", "New South Wales", "Australia/Sydney"),
  au("ACT", "Australian Capital Territory", "Australia/Sydney"),
  au("VIC", "Victoria", "Australia/Melbourne"),
  au("TAS", "Tasmania", "Australia/Hobart"),
  au("SA", "South Australia", "Australia/Adelaide"),
  au("NT", "Northern Territory", "Australia/Darwin"),
  au("WA", "Western Australia", "Australia/Perth"),
];

/**
 * New Zealand's regions: all on Pacific/Auckland but the Chatham Islands. The codes are ISO
 * 3166-2:NZ's, which date-holidays uses for the regional anniversary days.
 */
export const NZ_REGIONS: readonly Region[] = [
  nz("NTL", "Northland"),
  nz("AUK", "Auckland"),
  nz("WKO", "Waikato"),
  nz("BOP", "Bay of Plenty"),
  nz("GIS", "Gisborne"),
  nz("HKB", "Hawke's Bay"),
  nz("TKI", "Taranaki"),
  nz("MWT", "Manawatū-Whanganui"),
  nz("WGN", "Wellington"),
  nz("TAS", "Tasman"),
  nz("NSN", "Nelson"),
  nz("MBH", "Marlborough"),
  nz("WTC", "West Coast"),
  nz("CAN", "Canterbury"),
  nz("OTA", "Otago"),
  nz("STL", "Southland"),
  nz("CIT", "Chatham Islands", "Pacific/Chatham"),
];

/** Lower case, no macrons or apostrophes, one space: "Manawatū-Whanganui" ≈ "manawatu whanganui". */
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** Other names feeds use for a region. */
const ALIASES: Record<Country, Record<string, string>> = {
  AU: {},
  NZ: {
    "nz auk": "AUK",
    "manawatu wanganui": "MWT",
    westland: "WTC",
    "chatham islands territory": "CIT",
    chathams: "CIT",
    "hawkes bay": "HKB",
  },
};

/**
 * The state or region an address's `state` names (its code or name, any case, macrons optional),
 * within the site's country: "TAS" is Tasmania in Australia but Tasman in New Zealand.
 */
export function regionOf(state: string | null | undefined, country: Country = "AU"): Region | null {
  if (!state?.trim()) return null;
  const wanted = fold(state).replace(/^(au|nz) /, "");
  const regions = country === "NZ" ? NZ_REGIONS : AU_STATES;
  const alias = ALIASES[country][fold(state)] ?? ALIASES[country][wanted];
  return (
    regions.find(
      (r) => fold(r.code) === wanted || fold(r.name) === wanted || (alias && r.code === alias),
    ) ?? null
  );
}

/** The country's name as shoppers read it ("Australia", "New Zealand"). */
export const countryName = (country: Country): string =>
  country === "NZ" ? "New Zealand" : "Australia";
