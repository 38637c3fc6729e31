"use client";

import { formatThousands } from "@forecourt/core";
import type { ReactNode } from "react";
import type { FieldDef, FormValues } from "./field-types";
import { SlotField } from "./slot-field";

type Props = {
  field: FieldDef;
  id: string;
  values: FormValues;
  error: string | undefined;
  onChange: (name: string, value: string | boolean) => void;
};

const INPUT =
  "mt-1 block w-full rounded border border-gray-400 bg-white px-3 py-2 text-base font-normal text-gray-900";

const digits = (text: string) => text.replace(/[^\d]/g, "");

/** One labelled form control with its error (announced through aria-describedby). */
export function FormField({ field, id, values, error, onChange }: Props) {
  const value = values[field.name];
  const text = typeof value === "string" ? value : "";
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, field.help ? `${id}-help` : null]
    .filter(Boolean)
    .join(" ");
  const common = {
    id,
    name: field.name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
    "aria-required": field.required ? true : undefined,
  } as const;
  const label = (
    <>
      <LinkedLabel text={field.label} links={field.labelLinks ?? []} />
      {field.required ? (
        <span aria-hidden="true" className="text-red-700">
          {" "}
          *
        </span>
      ) : null}
    </>
  );
  const errorText = error ? (
    <p id={errorId} className="mt-1 text-sm font-normal text-red-700">
      {error}
    </p>
  ) : null;
  const help = field.help ? (
    <p id={`${id}-help`} className="mt-1 text-xs font-normal text-gray-600">
      {field.help}
    </p>
  ) : null;
  const span = field.wide || field.kind === "textarea" ? "sm:col-span-2" : "";

  if (field.kind === "slot") {
    return (
      <SlotField
        field={field}
        id={id}
        value={text}
        location={typeof values.location === "string" && values.location ? values.location : null}
        error={error}
        onChange={onChange}
      />
    );
  }
  if (field.kind === "checkbox") {
    return (
      <div className={`sm:col-span-2 ${span}`}>
        <label htmlFor={id} className="flex items-start gap-2 text-sm">
          <input
            {...common}
            type="checkbox"
            checked={value === true}
            onChange={(e) => onChange(field.name, e.target.checked)}
            className="mt-1 h-4 w-4"
          />
          <span>{label}</span>
        </label>
        {errorText}
      </div>
    );
  }
  if (field.kind === "radio") {
    return (
      <fieldset className={`sm:col-span-2 ${span}`} aria-describedby={common["aria-describedby"]}>
        <legend className="text-sm font-semibold">{label}</legend>
        <div className="mt-2 flex flex-wrap gap-3">
          {(field.options ?? []).map((option) => (
            <label
              key={option.value}
              className="flex items-center gap-2 rounded border border-gray-300 px-3 py-2 text-sm"
            >
              <input
                type="radio"
                name={field.name}
                value={option.value}
                // Each option is marked, so focus can move to the first of an unanswered group.
                aria-invalid={error ? true : undefined}
                aria-describedby={common["aria-describedby"]}
                checked={text === option.value}
                onChange={() => onChange(field.name, option.value)}
              />
              {option.label}
            </label>
          ))}
        </div>
        {errorText}
      </fieldset>
    );
  }
  let control: React.ReactNode;
  if (field.kind === "textarea") {
    control = (
      <textarea
        {...common}
        rows={4}
        value={text}
        onChange={(e) => onChange(field.name, e.target.value)}
        className={INPUT}
      />
    );
  } else if (field.kind === "select") {
    control = (
      <select
        {...common}
        value={text}
        onChange={(e) => onChange(field.name, e.target.value)}
        className={INPUT}
      >
        <option value="">Please select</option>
        {(field.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (field.kind === "money") {
    // §5 money input: $ prefix and thousands separators; the quick picks fill it in.
    control = (
      <>
        <div className="relative mt-1">
          <span aria-hidden="true" className="absolute inset-y-0 left-3 flex items-center">
            $
          </span>
          <input
            {...common}
            inputMode="numeric"
            value={text ? formatThousands(Number(text)) : ""}
            onChange={(e) => onChange(field.name, digits(e.target.value))}
            className={`${INPUT} mt-0 pl-7`}
          />
        </div>
        {field.quickPicks ? (
          <fieldset className="mt-2 flex flex-wrap gap-2">
            <legend className="sr-only">{field.label} quick picks</legend>
            {field.quickPicks.map((pick) => (
              <button
                key={pick.value}
                type="button"
                aria-pressed={text === String(pick.value)}
                onClick={() => onChange(field.name, String(pick.value))}
                className={`rounded-full border px-3 py-1 text-sm ${text === String(pick.value) ? "border-brand bg-brand text-white" : "border-gray-400"}`}
              >
                {pick.label}
              </button>
            ))}
          </fieldset>
        ) : null}
      </>
    );
  } else if (field.kind === "km") {
    // §5 kilometre input with the ' kms' suffix.
    control = (
      <div className="relative mt-1">
        <input
          {...common}
          inputMode="numeric"
          value={text ? formatThousands(Number(text)) : ""}
          onChange={(e) => onChange(field.name, digits(e.target.value))}
          className={`${INPUT} mt-0 pr-14`}
        />
        <span
          aria-hidden="true"
          className="absolute inset-y-0 right-3 flex items-center text-gray-700"
        >
          {" kms"}
        </span>
      </div>
    );
  } else {
    const type =
      field.kind === "email"
        ? "email"
        : field.kind === "tel"
          ? "tel"
          : field.kind === "date"
            ? "date"
            : field.kind === "datetime"
              ? "datetime-local"
              : field.kind === "number"
                ? "number"
                : "text";
    control = (
      <input
        {...common}
        type={type}
        autoComplete={field.autoComplete}
        inputMode={field.kind === "postcode" ? "numeric" : undefined}
        // §5 postcode: capped at 4 characters.
        maxLength={field.kind === "postcode" ? 4 : undefined}
        min={field.min}
        max={field.max}
        step={field.kind === "number" ? 1 : undefined}
        value={text}
        onChange={(e) => onChange(field.name, e.target.value)}
        className={INPUT}
      />
    );
  }
  return (
    <div className={span}>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {control}
      {help}
      {errorText}
    </div>
  );
}

/** A list of fields, each with its id (`{idPrefix}-{name}`), the form's values and its error. */
export function FormFields({
  fields,
  idPrefix,
  values,
  errors,
  onChange,
}: {
  fields: readonly FieldDef[];
  idPrefix: string;
  values: FormValues;
  errors: Record<string, string>;
  onChange: Props["onChange"];
}) {
  return (
    <>
      {fields.map((field) => (
        <FormField
          key={field.name}
          field={field}
          id={`${idPrefix}-${field.name}`}
          values={values}
          error={errors[field.name]}
          onChange={onChange}
        />
      ))}
    </>
  );
}

/** `text` with each of `links`' words as a link to its page (the first time the words appear). */
function LinkedLabel({ text, links }: { text: string; links: { text: string; href: string }[] }) {
  const parts: ReactNode[] = [];
  let rest = text;
  for (const link of links) {
    const at = rest.indexOf(link.text);
    if (at < 0) continue;
    parts.push(rest.slice(0, at));
    parts.push(
      <a key={link.href} href={link.href} target="_blank" rel="noopener" className="underline">
        {link.text}
      </a>,
    );
    rest = rest.slice(at + link.text.length);
  }
  parts.push(rest);
  return <>{parts}</>;
}
