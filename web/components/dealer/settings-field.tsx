import { buttonClass, fieldClass } from "./console-styles";

/** A DOM id for a settings field from its JSON path (`phones.used` → `f-phones-used`). */
export const fieldId = (path: string) => `f-${path.replace(/[^a-zA-Z0-9]+/g, "-")}`;

/**
 * One labelled text field of the settings screen; its error (keyed by the same JSON path the
 * API uses) sits right under it and is its accessible description.
 */
export function TextField({
  path,
  label,
  value,
  error,
  onChange,
  placeholder,
  type = "text",
  className = "",
  hideLabel = false,
}: {
  path: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  placeholder?: string;
  type?: "text" | "tel" | "date";
  className?: string;
  hideLabel?: boolean;
}) {
  const id = fieldId(path);
  return (
    <div className={`flex flex-col ${className}`}>
      <label htmlFor={id} className={hideLabel ? "sr-only" : "text-sm font-semibold"}>
        {label}
      </label>
      <input
        id={id}
        type={type}
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${fieldClass} ${error ? "border-red-700" : ""}`}
      />
      {error ? (
        <span id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** A section of the settings screen: its own form, saved on its own, read-only when the role cannot change it. */
export function SettingsSection({
  id,
  title,
  editable,
  readOnlyNote,
  onSave,
  children,
}: {
  id: string;
  title: string;
  editable: boolean;
  readOnlyNote: string;
  onSave: () => void;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-h`} className="rounded bg-white p-4">
      <h2 id={`${id}-h`} className="text-xl font-bold">
        {title}
      </h2>
      {editable ? null : <p className="text-sm text-gray-700">{readOnlyNote}</p>}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSave();
        }}
        className="mt-3 flex flex-col gap-4"
      >
        <fieldset disabled={!editable} className="flex min-w-0 flex-col gap-4">
          <legend className="sr-only">{title}</legend>
          {children}
        </fieldset>
        {editable ? (
          <button type="submit" className={`${buttonClass} self-start`}>
            Save {title.toLowerCase()}
          </button>
        ) : null}
      </form>
    </section>
  );
}
