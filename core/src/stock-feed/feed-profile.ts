import { z } from "zod";
import { Car } from "../schemas/car";

/**
 * Issue 33 §1: a mapping profile says how a dealer's CSV or TSV export becomes §3 cars: which
 * column fills which field, with value maps, date formats, money in dollars or cents, and list
 * columns (photos) split by a separator. It is a JSON file, checked by this schema
 * (`forecourt feed-profile schema` prints it as JSON Schema).
 */

/** Car fields a column can fill: every §3 field that holds one value, a list, or photos. */
const OBJECT_FIELDS = [
  "location",
  "hotspots",
  "autograb_data",
  "youxQuote",
  "finance_lenders",
] as const;
export const PROFILE_FIELDS = Object.keys(Car.shape).filter(
  (f) => !(OBJECT_FIELDS as readonly string[]).includes(f),
) as [string, ...string[]];

/** Fields holding a list: a column's cell is split by the mapping's `separator`. */
export const LIST_FIELDS = ["images", "features", "spin_images", "dealership_ids"] as const;

/** Dated fields and the form each is stored in (as the demo feed and the pages read them). */
export const DATE_FIELD_FORMS = {
  build_date: "yyyy-MM",
  compliance_date: "yyyy-MM",
  rego_expiry: "yyyy-MM-dd",
  created_at: "yyyy-MM-dd",
  sold_date_timestamp: "unix-seconds",
} as const;

/** Money fields: a cents column is divided by 100 (decimal, never a float rounding). */
export const MONEY_FIELDS = [
  "price",
  "before_price",
  "subscription_price",
  "offer_price",
  "weekly_price",
] as const;

/** Date patterns a column may be written in (date-fns tokens). */
export const PROFILE_DATE_FORMATS = [
  "dd/MM/yyyy",
  "d/M/yyyy",
  "dd-MM-yyyy",
  "yyyy-MM-dd",
  "MM/yyyy",
  "M/yyyy",
  "yyyy-MM",
  "yyyyMMdd",
  "dd/MM/yy",
] as const;

export const ColumnMapping = z.strictObject({
  /** The column's header text, as the file writes it (compared trimmed, case-insensitively). */
  column: z.string().trim().min(1, "must name a column"),
  /**
   * Cell values replaced before the field is typed, compared case-insensitively:
   * `{"Auto": "Automatic", "A": "Automatic"}`. A value not listed is kept as written.
   */
  values: z.record(z.string(), z.string()).optional(),
  /** Money fields: "dollars" (the default; "$24,990.00" reads) or "cents" (2499000). */
  money: z.enum(["dollars", "cents"]).optional(),
  /** Dated fields: how the column writes a date. */
  date: z.enum(PROFILE_DATE_FORMATS).optional(),
  /** List fields (images, features): what separates entries in one cell. */
  separator: z.string().min(1, "must not be empty").optional(),
});
export type ColumnMapping = z.infer<typeof ColumnMapping>;

const Mapping = z.union([z.string().trim().min(1, "must name a column"), ColumnMapping]);

export const FeedProfile = z
  .strictObject({
    /** What the profile is for, shown in reports ("AU DMS used-car export"). */
    name: z.string().trim().min(1, "is required"),
    description: z.string().optional(),
    /** The file's field separator; "\t" for TSV. */
    delimiter: z.enum([",", "\t", ";", "|"]).default(","),
    /** The column whose value is the car's id: the dealer's stock number, usually. */
    key: z.string().trim().min(1, "must name the column holding each car's id"),
    /** Car field → the column filling it (a header name, or a mapping with its options). */
    fields: z.partialRecord(z.enum(PROFILE_FIELDS), Mapping),
    /** Car field → a value every row gets (`"car_type": "used"`), unless a column fills it. */
    constants: z
      .partialRecord(z.enum(PROFILE_FIELDS), z.union([z.string(), z.number(), z.boolean()]))
      .optional(),
  })
  .superRefine((profile, ctx) => {
    for (const [field, mapping] of Object.entries(profile.fields)) {
      if (mapping === undefined || typeof mapping === "string") continue;
      const at = (option: string) => ["fields", field, option];
      if (mapping.money && !(MONEY_FIELDS as readonly string[]).includes(field))
        ctx.addIssue({
          code: "custom",
          path: at("money"),
          message: `${field} is not a money field`,
        });
      if (mapping.date && !(field in DATE_FIELD_FORMS))
        ctx.addIssue({ code: "custom", path: at("date"), message: `${field} is not a date field` });
      if (mapping.separator && !(LIST_FIELDS as readonly string[]).includes(field))
        ctx.addIssue({
          code: "custom",
          path: at("separator"),
          message: `${field} holds one value; only ${LIST_FIELDS.join(", ")} take a separator`,
        });
    }
  });
export type FeedProfile = z.infer<typeof FeedProfile>;

/** A profile from parsed JSON, or one line naming the first bad field. */
export function parseFeedProfile(
  value: unknown,
): { ok: true; profile: FeedProfile } | { ok: false; error: string } {
  const parsed = FeedProfile.safeParse(value);
  if (parsed.success) return { ok: true, profile: parsed.data };
  let issue = parsed.error.issues[0];
  // A field's mapping is a column name or a mapping object: when it is an object, its own
  // problem ("money: must be dollars or cents") says more than "Invalid input".
  if (issue?.code === "invalid_union") {
    const inner = issue.errors
      .map((branch) => branch[0])
      .find((i) => i && i.code !== "invalid_type");
    if (inner) issue = { ...inner, path: [...issue.path, ...inner.path] };
  }
  if (issue?.code === "unrecognized_keys") {
    const inFields =
      issue.path.length === 1 && (issue.path[0] === "fields" || issue.path[0] === "constants");
    const where = [...issue.path, issue.keys[0]].join(".");
    return {
      ok: false,
      error: `${where}: ${inFields ? "is not a car field a column can fill" : "is not a profile setting"}`,
    };
  }
  const where = issue?.path.length ? issue.path.join(".") : "profile";
  return { ok: false, error: `${where}: ${issue?.message ?? "invalid"}` };
}

/** The mapping of a field in its full form. */
export function columnMappingOf(mapping: string | ColumnMapping): ColumnMapping {
  return typeof mapping === "string" ? { column: mapping } : mapping;
}

/** The profile's JSON Schema (for editors and `forecourt feed-profile schema`). */
export function feedProfileJsonSchema(): unknown {
  return z.toJSONSchema(FeedProfile, { io: "input" });
}
