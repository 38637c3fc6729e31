import { SiteConfig } from "@forecourt/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite, type StoreDb } from "../store/connection";
import { migrate } from "../store/migrate";
import { verifications } from "../store/schema";
import { drizzleSiteRepository } from "../store/site-repository";
import { createShopperAuth } from "./shopper-auth";

describe("createShopperAuth: codes kept like the staff's (issue 30 §6)", () => {
  let db: StoreDb;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const connection = await openPglite(":memory:");
    await migrate(connection.db);
    db = connection.db;
    await drizzleSiteRepository(db).save(SiteConfig.parse({ slug: "alpha", name: "Alpha" }));
    close = connection.close;
  }, 120_000);
  afterAll(() => close());

  it("stores a hash of the code, never the code, and the code still signs in once", async () => {
    const sent: string[] = [];
    const auth = createShopperAuth(db, {
      secret: "test-secret-0123456789abcdef0123456789",
      otpSender: { send: async (_site, _phone, code) => void sent.push(code) },
    });
    await auth.sendCode("alpha", "0412345678");
    const code = sent[0] as string;
    expect(code).toMatch(/^\d{6}$/);
    const rows = await db.select({ value: verifications.value }).from(verifications);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.value).not.toContain(code);

    const request = { headers: new Headers(), secure: false };
    const wrong = await auth.verifyCode(
      "alpha",
      "0412345678",
      code === "000000" ? "1" : "0",
      request,
    );
    expect(wrong).toEqual({ ok: false, reason: "wrong" });
    const [afterWrong] = await db.select({ value: verifications.value }).from(verifications);
    expect(afterWrong?.value).not.toContain(code);
    const right = await auth.verifyCode("alpha", "0412345678", code, request);
    expect(right.ok).toBe(true);
    expect(await auth.verifyCode("alpha", "0412345678", code, request)).toMatchObject({
      ok: false,
    });
  });
});
