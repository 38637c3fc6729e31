import { z } from "zod";
import { STOCK_MARKS, STOCK_PRICE_MAX } from "./stock-marks";

/** The columns the console's stock list sorts by (issue 35 §1); none given: stock number. */
export const STOCK_SORTS = [
  "car",
  "year",
  "stocknum",
  "km",
  "price",
  "days",
  "location",
  "views",
  "leads",
  "status",
  "photo",
] as const;
export type StockSort = (typeof STOCK_SORTS)[number];

const whole = (field: string, max: number) =>
  z
    .string()
    .regex(/^[0-9]{1,10}$/, `${field} must be a whole number, e.g. 10000`)
    .transform(Number)
    .refine((n) => n <= max, `${field} must be at most ${max}`)
    .optional();

const pageParam = z
  .string()
  .regex(/^[1-9][0-9]{0,4}$/, "page must be a whole number from 1")
  .transform(Number)
  .refine((n) => n <= 10_000, "page must be at most 10000")
  .optional();

/** Pairs of range bounds: the lower must not be above the upper. */
const RANGES = [
  ["yearMin", "yearMax"],
  ["kmMin", "kmMax"],
  ["priceMin", "priceMax"],
  ["daysMin", "daysMax"],
] as const;

/**
 * The console's stock list as it stands in the address (`/dealer/stock?…`) and in the query of
 * GET /api/dealer/stock: words, filters on each column, the sort and the page. Every value is
 * checked; a bad one is refused with a message naming it.
 */
export const StockListParams = z
  .object({
    q: z.string().max(200, "q can be at most 200 characters").optional(),
    mark: z
      .enum(STOCK_MARKS, { error: 'mark must be "available", "reserved" or "sold"' })
      .optional(),
    visibility: z
      .enum(["shown", "hidden"], { error: 'visibility must be "shown" or "hidden"' })
      .optional(),
    location: z.string().min(1, "location must name a location").max(200).optional(),
    photo: z.enum(["with", "without"], { error: 'photo must be "with" or "without"' }).optional(),
    yearMin: whole("yearMin", 2100),
    yearMax: whole("yearMax", 2100),
    kmMin: whole("kmMin", 10_000_000),
    kmMax: whole("kmMax", 10_000_000),
    priceMin: whole("priceMin", STOCK_PRICE_MAX),
    priceMax: whole("priceMax", STOCK_PRICE_MAX),
    daysMin: whole("daysMin", 36_500),
    daysMax: whole("daysMax", 36_500),
    viewsMin: whole("viewsMin", 1_000_000_000),
    leadsMin: whole("leadsMin", 1_000_000_000),
    sort: z
      .enum(STOCK_SORTS, { error: `sort must be one of ${STOCK_SORTS.join(", ")}` })
      .optional(),
    dir: z.enum(["asc", "desc"], { error: 'dir must be "asc" or "desc"' }).optional(),
    page: pageParam,
  })
  .superRefine((query, ctx) => {
    for (const [min, max] of RANGES) {
      const low = query[min];
      const high = query[max];
      if (low !== undefined && high !== undefined && low > high) {
        ctx.addIssue({ code: "custom", path: [max], message: `${max} must be at least ${min}` });
      }
    }
  });

/** What the console's stock screen asks for (GET /api/dealer/stock), every part optional. */
export type StockListQuery = Partial<z.output<typeof StockListParams>>;
/** The address's spelling of a query: each part as text. */
export type StockListAddress = z.input<typeof StockListParams>;

/** The parts of a query in the order the address writes them. */
const ORDER = Object.keys(StockListParams.shape) as (keyof StockListAddress)[];

/**
 * Reads the query of `/dealer/stock?…` (empty values count as absent, as a form submits them):
 * the list it asks for, or the first bad part and why.
 */
export function parseStockListQuery(
  params: URLSearchParams | Record<string, string | string[] | undefined>,
): { ok: true; query: StockListQuery } | { ok: false; field: string; message: string } {
  const entries: Record<string, string> = {};
  const read = (key: string) =>
    params instanceof URLSearchParams
      ? params.get(key)
      : ((v) => (Array.isArray(v) ? v[0] : v))(params[key]);
  for (const key of ORDER) {
    const value = read(key);
    if (value != null && value !== "") entries[key] = value;
  }
  const parsed = StockListParams.safeParse(entries);
  if (parsed.success) return { ok: true, query: withoutUndefined(parsed.data) };
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    field: String(issue?.path[0] ?? "query"),
    message: issue?.message ?? "Please check the filters.",
  };
}

/** The query as the address writes it ("?q=hilux&sort=price&dir=desc"; "" for the whole list). */
export function formatStockListQuery(query: StockListQuery): string {
  const params = new URLSearchParams();
  for (const key of ORDER) {
    const value = query[key];
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

function withoutUndefined(query: StockListQuery): StockListQuery {
  return Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined),
  ) as StockListQuery;
}
