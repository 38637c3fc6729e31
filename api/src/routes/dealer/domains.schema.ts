import { z } from "@hono/zod-openapi";

/** POST /dealer/domains: the host name to claim (checked by core checkDomainName). */
export const DomainRequestBody = z
  .object({
    name: z.string().min(1).max(300).openapi({ example: "www.bayside-rv.com.au" }),
  })
  .openapi("DealerDomainRequest", { example: { name: "www.bayside-rv.com.au" } });

export const DomainNameParam = z.object({
  name: z
    .string()
    .min(1)
    .max(300)
    .openapi({ param: { name: "name", in: "path" }, example: "www.bayside-rv.com.au" }),
});

const Challenge = z.object({
  dns: z.object({ type: z.literal("TXT"), name: z.string(), value: z.string() }),
  http: z.object({ url: z.string(), body: z.string() }),
});

/** One claim as its owner sees it: a pending one says what to publish to prove control. */
export const DomainAnswer = z
  .object({
    name: z.string(),
    status: z.enum(["pending", "verified"]),
    requestedAt: z.string(),
    verifiedAt: z.string().nullable(),
    challenge: Challenge.nullable().openapi({
      description:
        "Pending only: publish either the DNS TXT record or the HTTP answer, then POST …/verify",
    }),
  })
  .openapi("DealerDomain");
export type DomainAnswer = z.infer<typeof DomainAnswer>;

export const DomainList = z.object({ domains: z.array(DomainAnswer) }).openapi("DealerDomains");
