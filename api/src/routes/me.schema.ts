import { z } from "@hono/zod-openapi";

/** One of the signed-in shopper's own enquiries on this site (core's enquirySummary). */
export const EnquirySummary = z
  .object({
    id: z.string(),
    title: z.string(),
    vehicle: z.string().nullable(),
    carId: z.string().nullable(),
    message: z.string().nullable(),
    submittedAt: z.string(),
    dateText: z.string(),
  })
  .openapi("EnquirySummary");

export const EnquiryList = z.object({ enquiries: z.array(EnquirySummary) }).openapi("MyEnquiries");

export const SIGN_IN_FOR_ENQUIRIES = "Please sign in to see your enquiries.";
