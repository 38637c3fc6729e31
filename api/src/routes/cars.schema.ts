import { z } from "@hono/zod-openapi";
import { CONTROL_CHARACTERS_MESSAGE, HAS_CONTROL, idText, text } from "./text.schema";

const LIMITED_LIST_MISSING = "Please give search_filters as field=value terms joined by AND.";

const slug = z
  .string()
  .min(1)
  .max(200, "Car slug is too long")
  .regex(/^[\w.~-]+$/, "Car slug has characters it cannot have")
  .openapi({
    param: { name: "slug", in: "path" },
    example: "2021-toyota-corolla-ascent-sport-abc123",
  });

export const CarSlugParam = z.object({ slug });
export const CarIdParam = z.object({
  id: idText("Car id").openapi({ param: { name: "id", in: "path" }, example: "1234" }),
});

/** §7 GET {api}/cars/{slug}/view.json?photos_count={n}&updated_at={ts}&website_id={id}. */
export const ViewQuery = z.object({
  photos_count: z.coerce
    .number({ error: "photos_count must be a number" })
    .int()
    .min(0)
    .max(10_000)
    .optional(),
  updated_at: text("updated_at", 64).optional(),
  website_id: text("website_id", 64).optional(),
});

export const ViewResponse = z
  .object({ views: z.number().int(), car_fields: z.record(z.string(), z.unknown()) })
  .openapi("CarViews");

/** §3 price-comparison response. */
export const AutogaugeResponse = z
  .object({
    fill: z.number().nullable(),
    listing_price: z.number().nullable(),
    market_range_min: z.number().nullable(),
    market_range_max: z.number().nullable(),
    confidence: z.number().nullable(),
    description: z.string().nullable(),
  })
  .openapi("PriceComparison");

export const SimilarResponse = z
  .object({ cars: z.array(z.record(z.string(), z.unknown())) })
  .openapi("SimilarCars");

/** §7 the limited-list lookup's query: search_filters in the lookup's `field=value` form. */
export const LimitedListQuery = z.object({
  search_filters: z
    .string({
      // A repeated parameter arrives as an array: one message naming the field either way.
      error: (issue) =>
        issue.input === undefined
          ? LIMITED_LIST_MISSING
          : "search_filters must be given once, as field=value terms joined by AND.",
    })
    .trim()
    .min(1, LIMITED_LIST_MISSING)
    .max(500, "search_filters is too long.")
    .refine((s) => !HAS_CONTROL.test(s), CONTROL_CHARACTERS_MESSAGE)
    .openapi({ example: "item_type=caravan AND make=Jayco" }),
  except: idText("except", 200).optional().openapi({ description: "A car id to leave out" }),
});

export const DisclaimerResponse = z
  .object({ full: z.string(), short: z.string(), truncated: z.boolean() })
  .openapi("FinanceDisclaimer");

/** §8 autogauge: 'No data returned' for an empty response. */
export const NO_AUTOGAUGE_DATA = "No data returned";
export const CAR_NOT_FOUND = "We could not find that car.";
