import { z } from "@hono/zod-openapi";
import { idText } from "./text.schema";

export const BOOKING_DATE_MESSAGE = "Please choose a date (yyyy-MM-dd).";

export const LocationIdParam = z.object({
  id: idText("Location id").openapi({ param: { name: "id", in: "path" }, example: "12" }),
});

export const SlotsQuery = z.object({
  date: z
    .string({ error: BOOKING_DATE_MESSAGE })
    .regex(/^\d{4}-\d{2}-\d{2}$/, BOOKING_DATE_MESSAGE)
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), BOOKING_DATE_MESSAGE)
    .openapi({ param: { name: "date", in: "query" }, example: "2026-11-30" }),
  /** Whose opening hours give the slots: sales (test drives, the default) or service (service bookings). */
  type: z
    .enum(["sales", "service"], { error: "type must be sales or service" })
    .optional()
    .openapi({ param: { name: "type", in: "query" }, example: "service" }),
});

export const SlotsResponse = z
  .object({
    date: z.string(),
    /** The location's IANA zone: the slots are wall-clock times there. */
    timeZone: z.string(),
    slots: z.array(z.string()),
    /** The same slots as local ISO 8601 with the zone's offset. */
    starts: z.array(z.string()),
  })
  .openapi("TestDriveSlots", {
    example: {
      date: "2026-11-30",
      timeZone: "Australia/Sydney",
      slots: ["08:00", "08:30"],
      starts: ["2026-11-30T08:00:00+11:00", "2026-11-30T08:30:00+11:00"],
    },
  });

export const LOCATION_NOT_FOUND = "We could not find that location.";
