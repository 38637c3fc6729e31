import type { MailPort, OutgoingMail } from "@forecourt/core";
import { type ParsedMail, simpleParser } from "mailparser";
import { afterEach, describe, expect, it } from "vitest";

/** One adapter under the contract: its port and the raw messages that reached the other side. */
export interface MailHarness {
  port: MailPort;
  /** Every message delivered so far, as the bytes a receiver got. */
  delivered(): Promise<Buffer[]>;
  close(): Promise<void>;
}

const ADF =
  '<?xml version="1.0"?>\n<?adf version="1.0"?>\n<adf><prospect><id sequence="1" source="Forecourt">lead-1</id></prospect></adf>\n';

export const contractMail = (over: Partial<OutgoingMail> = {}): OutgoingMail => ({
  site: "brisbane-motor-group",
  to: ["crm@dealer.example"],
  fromName: "Brisbane Motor Group",
  replyTo: "jane@shopper.example",
  subject: "New enquiry: 2021 Toyota Corolla Ascent Sport",
  text: "Jane asked about the 2021 Toyota Corolla.\nPrice: $24,990",
  html: "<p>Jane asked about the <b>2021 Toyota Corolla</b>.</p>",
  messageId: "<lead.lead-1@forecourt.localhost>",
  headers: { "X-Forecourt-Lead": "lead-1" },
  attachments: [{ filename: "lead-1.adf.xml", content: ADF, contentType: "application/xml" }],
  ...over,
});

async function parsedAll(harness: MailHarness): Promise<ParsedMail[]> {
  return Promise.all((await harness.delivered()).map((raw) => simpleParser(raw)));
}

/**
 * The MailPort contract (issue 32 §1), run against every adapter: what arrives is valid MIME
 * holding what was sent, with the Message-ID given (receivers drop duplicates by it), and no
 * text a person wrote can add a header.
 */
export function mailPortContract(name: string, make: () => Promise<MailHarness>): void {
  describe(`MailPort contract: ${name}`, () => {
    let harness: MailHarness | undefined;
    const open = async () => {
      harness = await make();
      return harness;
    };
    afterEach(async () => {
      await harness?.close();
      harness = undefined;
    });

    it("delivers the message whole: headers, text, HTML and the ADF attachment", async () => {
      const h = await open();
      const outcome = await h.port.send(contractMail());
      expect(outcome).toEqual({ ok: true, id: "<lead.lead-1@forecourt.localhost>" });
      const [mail, ...rest] = await parsedAll(h);
      expect(rest).toEqual([]);
      expect(mail?.messageId).toBe("<lead.lead-1@forecourt.localhost>");
      expect(mail?.subject).toBe("New enquiry: 2021 Toyota Corolla Ascent Sport");
      expect(mail?.from?.value[0]?.name).toBe("Brisbane Motor Group");
      expect(mail?.to && !Array.isArray(mail.to) ? mail.to.text : "").toBe("crm@dealer.example");
      expect(mail?.replyTo?.text).toBe("jane@shopper.example");
      expect(mail?.text?.trim()).toBe("Jane asked about the 2021 Toyota Corolla.\nPrice: $24,990");
      expect(mail?.html).toContain("<b>2021 Toyota Corolla</b>");
      expect(mail?.headers.get("x-forecourt-lead")).toBe("lead-1");
      expect(mail?.attachments.map((a) => [a.filename, a.contentType])).toEqual([
        ["lead-1.adf.xml", "application/xml"],
      ]);
      expect(mail?.attachments[0]?.content.toString("utf8")).toBe(ADF);
    });

    it("keeps a line break in a name or subject from adding a header", async () => {
      const h = await open();
      await h.port.send(
        contractMail({
          fromName: "Evil\r\nBcc: victim@example.com",
          subject: "Hi\r\nBcc: victim@example.com\r\n\r\nInjected body",
          headers: { "X-Note": "a\r\nBcc: victim@example.com" },
        }),
      );
      const [mail] = await parsedAll(h);
      expect(mail?.bcc).toBeUndefined();
      expect(mail?.headers.has("bcc")).toBe(false);
      expect(mail?.subject).toBe("Hi Bcc: victim@example.com Injected body");
      expect(mail?.text?.trim()).toBe("Jane asked about the 2021 Toyota Corolla.\nPrice: $24,990");
    });

    it("carries words outside ASCII in the subject, name and body", async () => {
      const h = await open();
      await h.port.send(
        contractMail({
          fromName: "Ōtāhuhu Motors",
          subject: "Test drive: Škoda Kodiaq — Saturday 🚗",
          text: "Kia ora Tāne",
          html: undefined,
          attachments: undefined,
        }),
      );
      const [mail] = await parsedAll(h);
      expect(mail?.from?.value[0]?.name).toBe("Ōtāhuhu Motors");
      expect(mail?.subject).toBe("Test drive: Škoda Kodiaq — Saturday 🚗");
      expect(mail?.text?.trim()).toBe("Kia ora Tāne");
    });

    it("carries one-click unsubscribe headers (RFC 8058) as given", async () => {
      const h = await open();
      await h.port.send(
        contractMail({
          headers: {
            "List-Unsubscribe": "<https://bmg.example/unsubscribe?t=abc>",
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          },
        }),
      );
      const [mail] = await parsedAll(h);
      // mailparser folds List-* headers into one parsed "list" value; the raw lines are what a
      // mail client reads.
      const line = (key: string) => mail?.headerLines.find((h) => h.key === key)?.line;
      expect(line("list-unsubscribe-post")).toBe(
        "List-Unsubscribe-Post: List-Unsubscribe=One-Click",
      );
      expect(line("list-unsubscribe")).toBe(
        "List-Unsubscribe: <https://bmg.example/unsubscribe?t=abc>",
      );
    });
  });
}
