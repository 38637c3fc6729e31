import type { SmsPort } from "@forecourt/core";
import { afterEach, describe, expect, it } from "vitest";

/** One adapter under the contract: its port and the texts that reached the other side. */
export interface SmsHarness {
  port: SmsPort;
  delivered(): Promise<Array<{ to: string; body: string }>>;
  close(): Promise<void>;
}

/** The SmsPort contract (issue 32 §1), run against every adapter. */
export function smsPortContract(name: string, make: () => Promise<SmsHarness>): void {
  describe(`SmsPort contract: ${name}`, () => {
    let harness: SmsHarness | undefined;
    afterEach(async () => {
      await harness?.close();
      harness = undefined;
    });

    it("delivers the text to the E.164 number, with an id", async () => {
      harness = await make();
      const outcome = await harness.port.send({
        site: "brisbane-motor-group",
        to: "+61412345678",
        body: "Your Brisbane Motor Group sign-in code is 123456",
      });
      expect(outcome.ok).toBe(true);
      expect(outcome.ok && outcome.id.length).toBeGreaterThan(0);
      expect(await harness.delivered()).toEqual([
        { to: "+61412345678", body: "Your Brisbane Motor Group sign-in code is 123456" },
      ]);
    });

    it("carries words outside ASCII and keeps each text apart", async () => {
      harness = await make();
      await harness.port.send({
        site: "harbour-city-motors",
        to: "+64212345678",
        body: "Kia ora Tāne — 1",
      });
      await harness.port.send({
        site: "harbour-city-motors",
        to: "+64212345678",
        body: "Kia ora Tāne — 2",
      });
      const texts = await harness.delivered();
      expect(texts.map((t) => t.body).sort()).toEqual(["Kia ora Tāne — 1", "Kia ora Tāne — 2"]);
    });
  });
}
