import { ANALYTICS_EVENTS } from "@forecourt/core/leads/analytics-events";
import { z } from "@hono/zod-openapi";
import { idOrNumber, idText, text } from "./text.schema";

const EVENT_IDS = Object.values(ANALYTICS_EVENTS) as number[];
export const EVENT_ID_MESSAGE = `event_id must be one of ${EVENT_IDS.join(", ")}`;

/** Small flat event details: ids and labels, never free text from a form. */
const EventValue = z.union([text("Values", 200), z.number().finite(), z.boolean(), z.null()]);

export const AnalyticsBody = z
  .object({
    event_id: z
      .number({ error: EVENT_ID_MESSAGE })
      .refine((id) => EVENT_IDS.includes(id), EVENT_ID_MESSAGE),
    data: z
      .record(idText("Keys"), EventValue)
      .refine((d) => Object.keys(d).length <= 20, "At most 20 values")
      .default({}),
  })
  .openapi("AnalyticsEvent");

/** §7 phone reveal call {car_id, dealership_id, website_id}. */
const id = (field: string) => idOrNumber(field);

export const PhoneRevealBody = z
  .object({
    car_id: id("car_id"),
    dealership_id: id("dealership_id").optional(),
    website_id: id("website_id").optional(),
  })
  .openapi("PhoneReveal");

export const PhoneRevealResponse = z
  .object({ phone: z.string().nullable() })
  .openapi("PhoneRevealResult");

export const Recorded = z.object({ recorded: z.boolean() }).openapi("Recorded");
