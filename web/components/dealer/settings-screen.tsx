"use client";

import {
  type FieldErrors,
  type SettingsForm,
  settingsFormOf,
  settingsMergePatch,
  validateSettingsForm,
} from "@forecourt/core/dealer/settings-form";
import { FINANCE_PROVIDERS, SiteConfig } from "@forecourt/core/schemas/site-config";
import { useEffect, useState } from "react";
import { callApi } from "@/lib/client/api-client";
import { failureLine } from "@/lib/client/problem";
import { useMutation } from "@/lib/client/use-mutation";
import { fieldClass } from "./console-styles";
import { DomainsSection } from "./settings-domains";
import { fieldId, SettingsSection, TextField } from "./settings-field";
import { LocationHours } from "./settings-hours";
import { RequireAbility, useStaffAbilities } from "./staff-abilities";

type Section = keyof SettingsForm;

const OWNER_ONLY = "Only the dealership's owner can change this.";
const PHONE_TYPES = [
  ["new", "New cars"],
  ["used", "Used cars"],
  ["demo", "Demo cars"],
] as const;

/** "usedOnly" → "Used only". */
const switchLabel = (key: string) => {
  const words = key.replace(/([A-Z])/g, " $1").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * Issue 17 §3 settings: hours and special hours per location (managers), phones, menu, feature
 * switches and finance provider (owners). Each section is checked here first (core's
 * validateSettingsForm), then sent as a merge patch of only what changed; the API's own errors
 * land beside the same fields. What the role cannot change is shown read-only.
 */
export function SettingsScreen() {
  return (
    <RequireAbility ability="hours" title="Settings">
      <SiteSettings />
    </RequireAbility>
  );
}

function SiteSettings() {
  const [site, setSite] = useState<SiteConfig | null>(null);
  const [form, setForm] = useState<SettingsForm | null>(null);
  // Which sections the member may change: core's abilities for their role (hours, settings).
  const abilities = useStaffAbilities()?.abilities;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const saving = useMutation();

  useEffect(() => {
    void callApi("GET /dealer/settings", { fallback: null }).then((settings) => {
      if (!settings.ok) return setAlert(failureLine(settings));
      const parsed = SiteConfig.safeParse(settings.data);
      if (!parsed.success) return setAlert("The site's settings could not be read.");
      setSite(parsed.data);
      setForm(settingsFormOf(parsed.data));
    });
  }, []);

  if (!site || !form) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold">Settings</h1>
        {alert ? <p role="alert">{alert}</p> : <p>Loading…</p>}
      </div>
    );
  }
  const owner = abilities?.has("settings") ?? false;
  const edit = (mutate: (draft: SettingsForm) => void) =>
    setForm((current) => {
      if (!current) return current;
      const draft = structuredClone(current);
      mutate(draft);
      return draft;
    });

  async function save(section: Section) {
    if (!site || !form) return;
    const part = { [section]: form[section] } as Partial<SettingsForm>;
    const found = validateSettingsForm(part);
    setErrors(found);
    setStatus(null);
    if (Object.keys(found).length > 0) return showErrors(found);
    const patch = settingsMergePatch(site, part);
    if (Object.keys(patch).length === 0) return setStatus("Nothing has changed.");
    const res = await saving.send(() =>
      callApi("PATCH /dealer/settings", { body: patch, fallback: null }),
    );
    if (!res) return;
    if (!res.ok) {
      setErrors(res.errors);
      return Object.keys(res.errors).length > 0
        ? showErrors(res.errors)
        : setAlert(failureLine(res));
    }
    const saved = SiteConfig.parse(res.data);
    setSite(saved);
    // Only the saved section is reset: other sections keep their unsaved edits.
    edit((draft) => Object.assign(draft, { [section]: settingsFormOf(saved)[section] }));
    setAlert(null);
    setStatus("Saved. The website shows the change within seconds.");
  }

  function showErrors(found: FieldErrors) {
    const count = Object.keys(found).length;
    setAlert(`Please fix ${count === 1 ? "the field" : `the ${count} fields`} marked below.`);
    const first = Object.keys(found)[0];
    const field = first ? document.getElementById(fieldId(first)) : null;
    // A field in a closed location's section: open it first, or focus has nowhere to go.
    const section = field?.closest("details");
    if (section) section.open = true;
    field?.focus();
  }

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Settings</h1>
      <p role="status" aria-live="polite">
        {status}
      </p>
      {alert ? (
        <p role="alert" className="text-red-700">
          {alert}
        </p>
      ) : null}
      <SettingsSection
        id="hours"
        title="Opening hours"
        editable={abilities?.has("hours") ?? false}
        readOnlyNote="Only a manager or the owner can change opening hours."
        onSave={() => void save("hours")}
      >
        {form.hours.length === 0 ? <p>This site has no locations.</p> : null}
        {form.hours.map((location, li) => (
          <LocationHours
            key={location.id}
            index={li}
            location={location}
            errors={errors}
            change={(mutate) =>
              edit((d) => {
                const target = d.hours[li];
                if (target) mutate(target);
              })
            }
          />
        ))}
      </SettingsSection>
      <SettingsSection
        id="phones"
        title="Phone numbers"
        editable={owner}
        readOnlyNote={OWNER_ONLY}
        onSave={() => void save("phones")}
      >
        <div className="grid gap-3 sm:grid-cols-3">
          {PHONE_TYPES.map(([type, label]) => (
            <TextField
              key={type}
              path={`phones.${type}`}
              label={label}
              type="tel"
              value={form.phones[type]}
              error={errors[`phones.${type}`]}
              onChange={(value) =>
                edit((d) => {
                  d.phones[type] = value;
                })
              }
            />
          ))}
        </div>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={form.phones.filter}
            onChange={(e) =>
              edit((d) => {
                d.phones.filter = e.target.checked;
              })
            }
          />
          Show the number for the car type being searched
        </label>
      </SettingsSection>
      <SettingsSection
        id="menu"
        title="Menu"
        editable={owner}
        readOnlyNote={OWNER_ONLY}
        onSave={() => void save("menu")}
      >
        {form.menu.length === 0 ? <p>The site uses the standard menu.</p> : null}
        <ol className="flex flex-col gap-3">
          {form.menu.map((row, mi) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are controlled (their values live in state), so a position key cannot mix up their contents
            <li key={`menu-${mi}`} className="flex flex-wrap items-start gap-2">
              <TextField
                path={`menu[${mi}].label`}
                label={`Item ${mi + 1} label`}
                value={row.label}
                error={errors[`menu[${mi}].label`]}
                onChange={(label) => edit((d) => Object.assign(d.menu[mi] ?? {}, { label }))}
              />
              <TextField
                path={`menu[${mi}].href`}
                label={`Item ${mi + 1} link`}
                placeholder="/search"
                value={row.href}
                error={errors[`menu[${mi}].href`]}
                onChange={(href) => edit((d) => Object.assign(d.menu[mi] ?? {}, { href }))}
              />
              <button
                type="button"
                className="self-end underline"
                onClick={() => edit((d) => void d.menu.splice(mi, 1))}
              >
                Remove item {mi + 1}
              </button>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="self-start underline"
          onClick={() => edit((d) => void d.menu.push({ source: null, label: "", href: "" }))}
        >
          Add a menu item
        </button>
      </SettingsSection>
      <SettingsSection
        id="features"
        title="Feature switches"
        editable={owner}
        readOnlyNote={OWNER_ONLY}
        onSave={() => void save("features")}
      >
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {Object.entries(form.features).map(([key, on]) => (
            <label key={key} className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={on}
                onChange={(e) =>
                  edit((d) => {
                    d.features[key] = e.target.checked;
                  })
                }
              />
              {switchLabel(key)}
            </label>
          ))}
        </div>
      </SettingsSection>
      <SettingsSection
        id="finance"
        title="Finance provider"
        editable={owner}
        readOnlyNote={OWNER_ONLY}
        onSave={() => void save("financeProvider")}
      >
        <div className="flex flex-col">
          <label htmlFor={fieldId("finance.provider")} className="text-sm font-semibold">
            Provider
          </label>
          <select
            id={fieldId("finance.provider")}
            value={form.financeProvider}
            aria-describedby={
              errors["finance.provider"] ? `${fieldId("finance.provider")}-error` : undefined
            }
            onChange={(e) =>
              edit((d) => {
                d.financeProvider = e.target.value;
              })
            }
            className={`${fieldClass} self-start`}
          >
            <option value="">None (the site's own calculator)</option>
            {FINANCE_PROVIDERS.map((p) => (
              <option key={p} value={p}>
                {switchLabel(p.replace(/_/g, " "))}
              </option>
            ))}
          </select>
          {errors["finance.provider"] ? (
            <span id={`${fieldId("finance.provider")}-error`} className="text-sm text-red-700">
              {errors["finance.provider"]}
            </span>
          ) : null}
        </div>
      </SettingsSection>
      {owner ? <DomainsSection /> : null}
    </div>
  );
}
