import type { z } from "zod";
import { specialHoursDate } from "../locations/opening-hours";
import type { OpeningHour, SpecialHours } from "../schemas/location";
import { OPENING_TIME } from "../schemas/location";
import { FINANCE_PROVIDERS, type MenuItem, type SiteConfig } from "../schemas/site-config";
import { PhoneText } from "../schemas/site-fields";
import { MenuHref, MenuLabel } from "../schemas/site-menu";

/**
 * The console's settings screen (issue 17 §3) as plain form values, their checks, and the RFC
 * 7386 merge patch they make. Field keys are the JSON paths the settings API names in its
 * errors (`locations[0].contact_detail.opening_hours[2].open`), so a server error lands beside
 * the same field as a local one.
 */

export type DayStatus = "Open" | "Closed";

/** One weekly opening-hours entry of a location (the entry it edits, by index). */
export type WeeklyHoursRow = {
  weekday: number;
  locationType: string | null;
  status: DayStatus;
  open: string;
  close: string;
};

/** One special-hours day; `source` is the entry it edits, null for a new one. */
export type SpecialHoursRow = {
  source: number | null;
  date: string;
  status: DayStatus;
  open: string;
  close: string;
  name: string;
};

export type LocationHoursForm = {
  id: string;
  name: string;
  weekly: WeeklyHoursRow[];
  special: SpecialHoursRow[];
};

/** One top-level menu item; `source` keeps the item's dropdown and children when edited. */
export type MenuRow = { source: number | null; label: string; href: string };

export type PhonesForm = { new: string; used: string; demo: string; filter: boolean };

/** Every section the screen edits; a save sends one section, so each is optional. */
export type SettingsForm = {
  hours: LocationHoursForm[];
  phones: PhonesForm;
  menu: MenuRow[];
  features: Record<string, boolean>;
  financeProvider: string;
};

/** Field errors keyed by JSON path. */
export type FieldErrors = Record<string, string>;

// The schema's own rule (SiteConfig refuses any other time), checked here to show it per field.
const TIME = OPENING_TIME;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME_MESSAGE = "Use a 24-hour time like 08:30.";

/** The site's settings as the screen's form values. */
export function settingsFormOf(site: SiteConfig): SettingsForm {
  return {
    hours: site.locations.map((location) => {
      const entries = location.contact_detail?.opening_hours ?? [];
      const weekly: WeeklyHoursRow[] =
        entries.length > 0
          ? entries.map((h) => ({
              weekday: h.weekday,
              locationType: h.location_type ?? null,
              status: h.status,
              open: h.open ?? "",
              close: h.close ?? "",
            }))
          : [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
              weekday,
              locationType: null,
              status: "Closed" as const,
              open: "",
              close: "",
            }));
      return {
        id: String(location.id),
        name: location.name,
        weekly,
        special: (location.special_hours ?? []).map((s, source) => ({
          source,
          // Feeds may write dd/MM/yyyy (§9); the form (a date field) holds yyyy-MM-dd.
          date: specialHoursDate(s.date) ?? s.date,
          status: specialStatus(s),
          open: s.start_hour ?? s.hours?.begin ?? "",
          close: s.end_hour ?? s.hours?.end ?? "",
          name: s.name ?? "",
        })),
      };
    }),
    phones: {
      new: site.phones.new ?? "",
      used: site.phones.used ?? "",
      demo: site.phones.demo ?? "",
      filter: site.phones.filter,
    },
    menu: (site.menu ?? []).map((item, source) => ({
      source,
      label: item.label,
      href: item.href ?? "",
    })),
    features: Object.fromEntries(
      Object.entries(site.features).filter(
        (entry): entry is [string, boolean] => typeof entry[1] === "boolean",
      ),
    ),
    financeProvider: site.finance.provider ?? "",
  };
}

function specialStatus(s: SpecialHours): DayStatus {
  if (s.status?.trim().toLowerCase() === "closed") return "Closed";
  return s.status || s.start_hour || s.hours?.begin ? "Open" : "Closed";
}

function checkTimes(
  errors: FieldErrors,
  at: string,
  row: { status: DayStatus; open: string; close: string },
  openKey: string,
  closeKey: string,
) {
  if (row.status === "Closed") return;
  if (!TIME.test(row.open)) errors[`${at}.${openKey}`] = TIME_MESSAGE;
  if (!TIME.test(row.close)) errors[`${at}.${closeKey}`] = TIME_MESSAGE;
  else if (TIME.test(row.open) && row.close <= row.open) {
    errors[`${at}.${closeKey}`] = "The closing time must be after the opening time.";
  }
}

const firstMessage = (error: z.ZodError) => error.issues[0]?.message ?? "Please check this field.";

/** Checks the sections given; an empty result means the form may be sent. */
export function validateSettingsForm(form: Partial<SettingsForm>): FieldErrors {
  const errors: FieldErrors = {};
  form.hours?.forEach((location, li) => {
    location.weekly.forEach((row, hi) => {
      checkTimes(
        errors,
        `locations[${li}].contact_detail.opening_hours[${hi}]`,
        row,
        "open",
        "close",
      );
    });
    const seen = new Set<string>();
    location.special.forEach((row, si) => {
      const at = `locations[${li}].special_hours[${si}]`;
      const day = row.date.trim();
      if (!DATE.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) {
        errors[`${at}.date`] = "Use a date like 2026-12-25.";
      } else if (seen.has(day)) {
        errors[`${at}.date`] = "This date already has special hours.";
      }
      seen.add(day);
      checkTimes(errors, at, row, "start_hour", "end_hour");
    });
  });
  if (form.phones) {
    for (const type of ["new", "used", "demo"] as const) {
      const phone = form.phones[type].trim();
      const checked = phone === "" ? null : PhoneText.safeParse(phone);
      if (checked && !checked.success) {
        errors[`phones.${type}`] = `Phone ${checked.error.issues[0]?.message ?? "is not valid"}.`;
      }
    }
  }
  // The schema's rules and messages (an empty href is an item without a link).
  form.menu?.forEach((row, mi) => {
    const label = MenuLabel.safeParse(row.label);
    if (!label.success) errors[`menu[${mi}].label`] = firstMessage(label.error);
    const href = row.href.trim();
    const link = href === "" ? null : MenuHref.safeParse(href);
    if (link && !link.success) errors[`menu[${mi}].href`] = firstMessage(link.error);
  });
  if (
    form.financeProvider !== undefined &&
    form.financeProvider !== "" &&
    !(FINANCE_PROVIDERS as readonly string[]).includes(form.financeProvider)
  ) {
    errors["finance.provider"] = "Choose one of the listed finance providers.";
  }
  return errors;
}

/** "08:30" → "8:30 am", as the dealer sites print hours. */
export function twelveHourTime(time: string): string {
  const [h = "0", m = "00"] = time.split(":");
  const hour = Number(h);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${m} ${hour >= 12 ? "pm" : "am"}`;
}

function weeklyEntry(before: OpeningHour | undefined, row: WeeklyHoursRow): OpeningHour {
  const open = row.status === "Open";
  return {
    ...before,
    weekday: row.weekday,
    status: row.status,
    location_type: before ? before.location_type : row.locationType,
    open: open ? row.open : null,
    close: open ? row.close : null,
    formated_hours: open ? `${twelveHourTime(row.open)} - ${twelveHourTime(row.close)}` : "Closed",
  };
}

function specialEntry(before: SpecialHours | undefined, row: SpecialHoursRow): SpecialHours {
  const open = row.status === "Open";
  const { hours: _spelledOtherwise, ...kept } = before ?? { date: row.date };
  return {
    ...kept,
    date: row.date.trim(),
    status: row.status,
    start_hour: open ? row.open : null,
    end_hour: open ? row.close : null,
    name: row.name.trim() || null,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const orNull = (text: string) => (text.trim() === "" ? null : text.trim());

/**
 * The RFC 7386 merge patch for the sections given: only what differs from the site. Arrays
 * (locations, menu) are replaced whole, as merge patches do, keeping every field the form does
 * not edit. An unchanged form gives `{}`.
 */
export function settingsMergePatch(
  site: SiteConfig,
  form: Partial<SettingsForm>,
): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  if (form.hours) {
    const baseline = settingsFormOf(site).hours;
    const locations = site.locations.map((location, li) => {
      const edited = form.hours?.[li];
      const before = baseline[li];
      if (!edited || !before || same(edited, before)) return location;
      const entries = location.contact_detail?.opening_hours ?? [];
      const specials = location.special_hours ?? [];
      return {
        ...location,
        contact_detail: {
          ...location.contact_detail,
          opening_hours: edited.weekly.map((row, hi) => {
            const entry = entries[hi];
            return entry && same(row, before.weekly[hi]) ? entry : weeklyEntry(entry, row);
          }),
        },
        special_hours: edited.special.map((row) => {
          const entry = row.source === null ? undefined : specials[row.source];
          const was = row.source === null ? undefined : before.special[row.source];
          return entry && same(row, was) ? entry : specialEntry(entry, row);
        }),
      };
    });
    if (!same(locations, site.locations)) patch.locations = locations;
  }
  if (form.phones) {
    const phones = {
      new: orNull(form.phones.new),
      used: orNull(form.phones.used),
      demo: orNull(form.phones.demo),
      filter: form.phones.filter,
    };
    const changed = Object.fromEntries(
      Object.entries(phones).filter(([k, v]) => !same(v, site.phones[k as keyof PhonesForm])),
    );
    if (Object.keys(changed).length > 0) patch.phones = changed;
  }
  if (form.menu) {
    const current = site.menu ?? [];
    const menu: MenuItem[] = form.menu.map((row) => {
      const item = row.source === null ? undefined : current[row.source];
      if (item && row.label === item.label && row.href === (item.href ?? "")) return item;
      const { href: _replaced, ...kept } = item ?? { label: "" };
      const href = row.href.trim();
      return href
        ? { ...kept, label: row.label.trim(), href }
        : { ...kept, label: row.label.trim() };
    });
    if (!same(menu, current)) patch.menu = menu;
  }
  if (form.features) {
    const changed = Object.fromEntries(
      Object.entries(form.features).filter(
        ([k, v]) => (site.features as Record<string, unknown>)[k] !== v,
      ),
    );
    if (Object.keys(changed).length > 0) patch.features = changed;
  }
  if (form.financeProvider !== undefined) {
    const provider = form.financeProvider === "" ? null : form.financeProvider;
    if (provider !== site.finance.provider) patch.finance = { provider };
  }
  return patch;
}
