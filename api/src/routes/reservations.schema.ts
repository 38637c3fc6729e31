import { CAR_REQUIRED } from "@forecourt/core/leads/messages";
import { z } from "@hono/zod-openapi";
import { idText, text } from "./text.schema";

export { IdempotencyHeader } from "./leads.schema";

const answer = (field: string, max: number) => text(field, max).optional();
const flag = (field: string) => z.boolean({ error: `${field} must be true or false` }).optional();

/**
 * POST /api/reservations: reserve a car (§2 /cars/{slug}/checkout or buy-online, and the
 * /checkout-journey). zod checks the shape here; core's validateLead("reserve") then applies
 * the field rules with the spec's messages (a blank name, a 3-digit postcode, terms unticked),
 * so a missing answer gets the same message as on the page.
 */
export const ReservationBody = z
  .object({
    car_id: z
      .union([z.string(), z.number().int().nonnegative()], { error: CAR_REQUIRED })
      .transform(String)
      .pipe(idText("car_id", 100)),
    name: answer("name", 200),
    last_name: answer("last_name", 200),
    email: answer("email", 320),
    phone: answer("phone", 40),
    postcode: z.union([text("postcode", 10), z.number().int()]).optional(),
    /** The §5 terms checkbox. */
    terms: z.union([z.boolean(), text("terms", 10)]).optional(),
    opt_in: flag("opt_in"),
    message: answer("message", 5000),
    /** The online purchase journey's step 3. */
    trade_in: flag("trade_in"),
    finance: flag("finance"),
    /** Issue 36 §1: on a NZ site, the shopper has read the car's Consumer Information Notice. */
    cin_acknowledged: flag("cin_acknowledged"),
    url: answer("url", 2000),
  })
  .openapi("ReservationBody", {
    example: {
      car_id: "sco-000042",
      name: "Sam",
      last_name: "Citizen",
      email: "sam@example.com",
      phone: "0412 345 678",
      postcode: "2164",
      terms: true,
    },
  });
export type ReservationBody = z.infer<typeof ReservationBody>;

export const ReservationCreated = z
  .object({
    reservation_id: z.string(),
    reference: z.string(),
    lead_id: z.string().nullable(),
    car_id: z.string(),
    /** Dollars as a decimal string. */
    amount: z.string(),
    /** The amount as shown: "$200". */
    amount_text: z.string(),
    /** Issue 30 §7 when an unpaid hold frees the car (ISO 8601); null: the deposit was paid. */
    expires_at: z.string().nullable(),
    /** What the shopper is told about the hold ("We hold the car for you for 30 minutes. …"). */
    hold_notice: z.string().nullable(),
  })
  .openapi("ReservationCreated");

export {
  KEY_REUSED,
  paymentFailedMessage,
  SIGN_IN_TO_RESERVE,
} from "@forecourt/core/checkout/reservation-messages";
