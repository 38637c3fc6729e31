import { validateLead } from "@forecourt/core/leads/validate-lead";
import { siteHasPage } from "@forecourt/core/navigation/site-pages";
import {
  drawPrize,
  findSpinEntry,
  SPIN_TO_WIN_CATEGORY,
} from "@forecourt/core/promotions/prize-draw";
import { createRoute } from "@hono/zod-openapi";
import type { ApiDeps } from "../deps";
import { ApiError } from "../http/api-error";
import { idempotentResponses } from "../http/idempotent-response";
import { newRouter } from "../http/router";
import type { RouteGuards } from "./guards";
import { IdempotencyHeader } from "./leads.schema";
import { jsonBody, jsonOk } from "./openapi-helpers";
import {
  SIGN_IN_TO_SPIN,
  SPIN_ENTERED,
  SPIN_TO_WIN_OFF,
  SpinBody,
  SpinResult,
  spinWonMessage,
} from "./spin-to-win.schema";

/**
 * §2 /spin-to-win: the server draws the prize (never the browser) and stores the entry as a
 * general enquiry with category 'Spin to Win' and the prize as subcategory, so the dealer receives
 * it through the lead outbox. One entry per phone per site: a second spin returns the first prize.
 * Only a shopper signed in with the phone sees the prize (issue 30 §13); for a number typed in
 * the answer is SPIN_ENTERED whether it had entered or not, and the dealer tells the winner.
 */
export function spinToWinRoutes(deps: ApiDeps, guards: RouteGuards, random: () => number) {
  const app = newRouter();
  app.use("/spin-to-win", ...guards.leadLimits);
  app.use("/spin-to-win", idempotentResponses(deps.idempotentResponses, "spin-to-win", guards.now));
  app.openapi(
    createRoute({
      method: "post",
      path: "/spin-to-win",
      operationId: "enterPrizeDraw",
      tags: ["Promotions"],
      summary: "Enter the prize draw: the wheel's prize for this phone (one entry each)",
      request: { headers: IdempotencyHeader, ...jsonBody(SpinBody) },
      responses: {
        ...jsonOk(SpinResult),
        409: { description: "The Idempotency-Key's first request is still running (problem+json)" },
        422: { description: "The Idempotency-Key was used with a different body (problem+json)" },
      },
    }),
    async (c) => {
      const site = c.get("site");
      if (!siteHasPage(site, "/spin-to-win")) throw new ApiError("NOT_FOUND", SPIN_TO_WIN_OFF);
      const user = c.get("user");
      if (site.features.gated.spinToWin && !user) {
        throw new ApiError("UNAUTHENTICATED", SIGN_IN_TO_SPIN);
      }
      const body = c.req.valid("json");
      const prizes = site.spinToWin.prizes;
      // Drawn before anything is stored; discarded when this phone has already entered.
      const index = drawPrize(prizes, random());
      const prize = prizes[index]?.label ?? "";
      const entry = validateLead(
        "general",
        {
          ...body,
          // A signed-in shopper enters with the phone they proved; the form's value is ignored.
          ...(user ? { phone: user.phone } : {}),
          category: SPIN_TO_WIN_CATEGORY,
          subcategory: prize,
          message: `Spin to Win entry: won ${prize}.`,
        },
        site,
      );
      if (!entry.ok) {
        throw new ApiError("VALIDATION", "Please fix the following errors:", entry.errors);
      }
      const phone = entry.lead.phone;
      const earlier = findSpinEntry(await deps.leads.listByPhone(site.slug, phone), prizes);
      if (earlier) {
        if (!user) return c.json({ message: SPIN_ENTERED }, 200);
        return c.json(
          {
            message: spinWonMessage(earlier.prize, true),
            prize: earlier.prize,
            index: earlier.index,
            already_entered: true,
            lead_id: earlier.leadId,
          },
          200,
        );
      }
      const { lead, created } = await deps.leads.create(
        {
          site: site.slug,
          kind: entry.lead.kind,
          payload: entry.lead,
          // One entry per phone even when two spins race: the phone is the key.
          idempotencyKey: `spin-to-win:${phone}`,
          userId: user?.id ?? null,
        },
        guards.now(),
      );
      // A racing first spin may have stored its own prize under the key: that one stands.
      const won = String(lead.payload.subcategory ?? prize);
      if (!user) return c.json({ message: SPIN_ENTERED }, 200);
      return c.json(
        {
          message: spinWonMessage(won, !created),
          prize: won,
          index: prizes.findIndex((p) => p.label === won),
          already_entered: !created,
          lead_id: lead.id,
        },
        200,
      );
    },
  );
  return app;
}
