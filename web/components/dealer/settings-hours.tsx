import type {
  DayStatus,
  FieldErrors,
  LocationHoursForm,
  SpecialHoursRow,
} from "@forecourt/core/dealer/settings-form";
import { fieldClass } from "./console-styles";
import { fieldId, TextField } from "./settings-field";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

function StatusSelect({
  path,
  label,
  value,
  onChange,
}: {
  path: string;
  label: string;
  value: DayStatus;
  onChange: (value: DayStatus) => void;
}) {
  return (
    <div className="flex flex-col">
      <label htmlFor={fieldId(path)} className="sr-only">
        {label}
      </label>
      <select
        id={fieldId(path)}
        value={value}
        onChange={(e) => onChange(e.target.value as DayStatus)}
        className={fieldClass}
      >
        <option value="Open">Open</option>
        <option value="Closed">Closed</option>
      </select>
    </div>
  );
}

/** The opening and closing times of one day (of the week, or a special day), each with its error. */
function OpenCloseFields({
  paths,
  labels,
  placeholders,
  hideLabel = false,
  row,
  errors,
  onChange,
}: {
  paths: [string, string];
  labels: [string, string];
  placeholders: [string, string];
  hideLabel?: boolean;
  row: { open: string; close: string };
  errors: FieldErrors;
  onChange: (patch: { open: string } | { close: string }) => void;
}) {
  return (
    <>
      <TextField
        path={paths[0]}
        label={labels[0]}
        hideLabel={hideLabel}
        placeholder={placeholders[0]}
        value={row.open}
        error={errors[paths[0]]}
        onChange={(open) => onChange({ open })}
      />
      <TextField
        path={paths[1]}
        label={labels[1]}
        hideLabel={hideLabel}
        placeholder={placeholders[1]}
        value={row.close}
        error={errors[paths[1]]}
        onChange={(close) => onChange({ close })}
      />
    </>
  );
}

/**
 * One location's weekly and special hours (issue 17 §3 settings). `change` edits a copy of the
 * location's form; times are 24-hour, as the feed holds them.
 */
export function LocationHours({
  index,
  location,
  errors,
  change,
}: {
  index: number;
  location: LocationHoursForm;
  errors: FieldErrors;
  change: (edit: (draft: LocationHoursForm) => void) => void;
}) {
  const base = `locations[${index}]`;
  const newSpecial: SpecialHoursRow = {
    source: null,
    date: "",
    status: "Closed",
    open: "",
    close: "",
    name: "",
  };
  const hasError = Object.keys(errors).some((path) => path.startsWith(`${base}.`));
  // One location open at a time to start with (the first): a group's every location and
  // department laid out at once ran to 14,000 px on a phone. A location with an error opens.
  return (
    <details
      open={index === 0 || hasError ? true : undefined}
      className="rounded border border-gray-300"
    >
      <summary className="cursor-pointer p-3 font-semibold">{location.name}</summary>
      <fieldset className="min-w-0 px-3 pb-3">
        <legend className="sr-only">{location.name}</legend>
        <h3 className="font-semibold">Opening hours</h3>
        <ul className="mt-2 flex flex-col gap-2">
          {location.weekly.map((row, hi) => {
            const at = `${base}.contact_detail.opening_hours[${hi}]`;
            const day = `${WEEKDAYS[row.weekday] ?? row.weekday}${row.locationType ? ` (${row.locationType})` : ""}`;
            return (
              <li
                key={at}
                className="grid grid-cols-3 items-start gap-2 sm:grid-cols-[12rem_7rem_7rem_7rem]"
              >
                <span className="col-span-3 self-center sm:col-span-1">{day}</span>
                <StatusSelect
                  path={`${at}.status`}
                  label={`${location.name} ${day} open or closed`}
                  value={row.status}
                  onChange={(status) =>
                    change((d) => Object.assign(d.weekly[hi] ?? {}, { status }))
                  }
                />
                {row.status === "Open" ? (
                  <OpenCloseFields
                    paths={[`${at}.open`, `${at}.close`]}
                    labels={[`${location.name} ${day} opens`, `${location.name} ${day} closes`]}
                    placeholders={["Opens 08:30", "Closes 17:30"]}
                    hideLabel
                    row={row}
                    errors={errors}
                    onChange={(patch) => change((d) => Object.assign(d.weekly[hi] ?? {}, patch))}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
        <h3 className="mt-4 font-semibold">Special hours</h3>
        {location.special.length === 0 ? <p className="text-sm">No special days.</p> : null}
        <ul className="mt-2 flex flex-col gap-3">
          {location.special.map((row, si) => {
            const at = `${base}.special_hours[${si}]`;
            const day = row.date || `new day ${si + 1}`;
            return (
              <li key={at} className="flex flex-wrap items-start gap-2 border-t pt-2">
                <TextField
                  path={`${at}.date`}
                  label="Date"
                  type="date"
                  value={row.date}
                  error={errors[`${at}.date`]}
                  onChange={(date) => change((d) => Object.assign(d.special[si] ?? {}, { date }))}
                />
                <TextField
                  path={`${at}.name`}
                  label="What the day is"
                  placeholder="Christmas Day"
                  value={row.name}
                  error={errors[`${at}.name`]}
                  onChange={(name) => change((d) => Object.assign(d.special[si] ?? {}, { name }))}
                />
                <div className="flex flex-col">
                  <span aria-hidden="true" className="text-sm font-semibold">
                    Open?
                  </span>
                  <StatusSelect
                    path={`${at}.status`}
                    label={`${location.name} ${day} open or closed`}
                    value={row.status}
                    onChange={(status) =>
                      change((d) => Object.assign(d.special[si] ?? {}, { status }))
                    }
                  />
                </div>
                {row.status === "Open" ? (
                  <OpenCloseFields
                    paths={[`${at}.start_hour`, `${at}.end_hour`]}
                    labels={["Opens", "Closes"]}
                    placeholders={["09:00", "12:00"]}
                    row={row}
                    errors={errors}
                    onChange={(patch) => change((d) => Object.assign(d.special[si] ?? {}, patch))}
                  />
                ) : null}
                <button
                  type="button"
                  className="self-end underline"
                  onClick={() => change((d) => void d.special.splice(si, 1))}
                >
                  Remove {day}
                </button>
              </li>
            );
          })}
        </ul>
        <button
          type="button"
          className="mt-2 underline"
          onClick={() => change((d) => void d.special.push({ ...newSpecial }))}
        >
          Add a special day for {location.name}
        </button>
      </fieldset>
    </details>
  );
}
