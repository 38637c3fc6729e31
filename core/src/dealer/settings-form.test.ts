import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultSiteConfig, SiteConfig } from "../schemas/site-config";
import { applyMergePatch } from "../sites/merge-patch";
import {
  type SettingsForm,
  settingsFormOf,
  settingsMergePatch,
  twelveHourTime,
  validateSettingsForm,
} from "./settings-form";
import { requiredRoleForSiteChange } from "./site-change-role";

const site = SiteConfig.parse({
  ...defaultSiteConfig("alpha", "Alpha Motors"),
  phones: { new: "07 3000 0001", used: null, demo: null, filter: false },
  menu: [
    { label: "Cars", href: "/search" },
    { label: "New", dropdown: "new-vehicles", children: [{ label: "All", href: "/new" }] },
  ],
  locations: [
    {
      id: "1",
      name: "Main",
      slug: "main",
      contact_detail: {
        phone: "07 3000 0000",
        opening_hours: [
          {
            weekday: 1,
            status: "Open",
            open: "08:30",
            close: "17:30",
            formated_hours: "8:30 am - 5:30 pm",
          },
          { weekday: 0, status: "Closed", formated_hours: "Closed" },
        ],
      },
      special_hours: [
        { date: "2026-12-25", status: "Closed", name: "Christmas" },
        { date: "26/12/2026", hours: { begin: "09:00", end: "17:00" } },
      ],
    },
  ],
});

const form = () => settingsFormOf(site);

describe("settingsMergePatch (issue 17 §3 settings screen)", () => {
  it("an unedited form sends an empty patch", () => {
    expect(settingsMergePatch(site, form())).toEqual({});
  });

  it("an hours change replaces the locations array, keeping every other field, and needs a manager", () => {
    const f = form();
    const monday = f.hours[0]?.weekly[0];
    if (!monday) throw new Error("fixture");
    monday.close = "18:00";
    const patch = settingsMergePatch(site, { hours: f.hours });
    expect(Object.keys(patch)).toEqual(["locations"]);
    const after = SiteConfig.parse(applyMergePatch(site, patch));
    const hours = after.locations[0]?.contact_detail?.opening_hours;
    expect(hours?.[0]).toMatchObject({
      open: "08:30",
      close: "18:00",
      formated_hours: "8:30 am - 6:00 pm",
    });
    expect(hours?.[1]).toEqual(site.locations[0]?.contact_detail?.opening_hours?.[1]);
    expect(after.locations[0]?.contact_detail?.phone).toBe("07 3000 0000");
    expect(after.locations[0]?.special_hours).toEqual(site.locations[0]?.special_hours);
    expect(requiredRoleForSiteChange(site, after)).toBe("manager");
  });

  it("a new special day is added; a closed day drops its times", () => {
    const f = form();
    f.hours[0]?.special.push({
      source: null,
      date: "2026-12-31",
      status: "Open",
      open: "09:00",
      close: "12:00",
      name: "",
    });
    const after = SiteConfig.parse(
      applyMergePatch(site, settingsMergePatch(site, { hours: f.hours })),
    );
    expect(after.locations[0]?.special_hours?.[1]).toEqual(site.locations[0]?.special_hours?.[1]);
    expect(after.locations[0]?.special_hours?.[2]).toMatchObject({
      date: "2026-12-31",
      status: "Open",
      start_hour: "09:00",
      end_hour: "12:00",
      name: null,
    });
  });

  it("phones, switches and the finance provider send only what changed (an owner's change)", () => {
    const f = form();
    f.phones.used = "07 3000 1111";
    f.features.compare = false;
    const patch = settingsMergePatch(site, {
      phones: f.phones,
      features: f.features,
      financeProvider: "manual",
    });
    expect(patch).toEqual({
      phones: { used: "07 3000 1111" },
      features: { compare: false },
      finance: { provider: "manual" },
    });
    const after = SiteConfig.parse(applyMergePatch(site, patch));
    expect(requiredRoleForSiteChange(site, after)).toBe("owner");
    expect(after.phones.new).toBe("07 3000 0001");
  });

  it("an emptied phone is removed (null); a relabelled menu item keeps its dropdown and children", () => {
    const f = form();
    f.phones.new = " ";
    const second = f.menu[1];
    if (!second) throw new Error("fixture");
    second.label = "New cars";
    const patch = settingsMergePatch(site, { phones: f.phones, menu: f.menu });
    expect(patch.phones).toEqual({ new: null });
    expect(patch.menu).toEqual([
      { label: "Cars", href: "/search" },
      { label: "New cars", dropdown: "new-vehicles", children: [{ label: "All", href: "/new" }] },
    ]);
  });

  it("property: patching the site with its own form's patch round-trips to the form", () => {
    const time = fc
      .tuple(fc.integer({ min: 0, max: 22 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);
    fc.assert(
      fc.property(
        fc.array(fc.record({ status: fc.constantFrom("Open", "Closed"), open: time }), {
          minLength: 2,
          maxLength: 2,
        }),
        fc.boolean(),
        (rows, compare) => {
          const f: SettingsForm = form();
          rows.forEach((r, i) => {
            const row = f.hours[0]?.weekly[i];
            if (!row) return;
            row.status = r.status as "Open" | "Closed";
            row.open = r.status === "Open" ? r.open : "";
            row.close = r.status === "Open" ? "23:30" : "";
          });
          f.features.compare = compare;
          const after = SiteConfig.parse(applyMergePatch(site, settingsMergePatch(site, f)));
          expect(settingsFormOf(after).hours).toEqual(f.hours);
          expect(settingsMergePatch(after, f)).toEqual({});
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe("validateSettingsForm", () => {
  it("names each bad field by its JSON path, with one clear message", () => {
    const f = form();
    const monday = f.hours[0]?.weekly[0];
    if (!monday) throw new Error("fixture");
    monday.open = "8am";
    monday.close = "07:00";
    f.hours[0]?.special.push({
      source: null,
      date: "25/12/2026",
      status: "Closed",
      open: "",
      close: "",
      name: "",
    });
    f.phones.used = "call us";
    const first = f.menu[0];
    if (first) first.label = " ";
    expect(validateSettingsForm(f)).toEqual({
      "locations[0].contact_detail.opening_hours[0].open": "Use a 24-hour time like 08:30.",
      "locations[0].special_hours[2].date": "Use a date like 2026-12-25.",
      "phones.used": "Phone must be a phone number (digits, spaces, +, ( ) and - only).",
      "menu[0].label": "Please enter the item's label.",
    });
    monday.open = "08:00";
    expect(validateSettingsForm({ hours: f.hours })).toMatchObject({
      "locations[0].contact_detail.opening_hours[0].close":
        "The closing time must be after the opening time.",
    });
  });

  it("the site's own settings are valid (a feed's dd/MM/yyyy special day reads as yyyy-MM-dd); a closed day needs no times", () => {
    expect(validateSettingsForm(form())).toEqual({});
    expect(form().hours[0]?.special[1]).toMatchObject({
      date: "2026-12-26",
      open: "09:00",
      status: "Open",
    });
  });

  it("twelveHourTime prints hours as the dealer sites do", () => {
    expect(["00:15", "08:30", "12:00", "17:30"].map(twelveHourTime)).toEqual([
      "12:15 am",
      "8:30 am",
      "12:00 pm",
      "5:30 pm",
    ]);
  });
});
