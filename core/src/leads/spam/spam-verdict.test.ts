import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { phoneCanExist } from "./phone-possible";
import { SpamSettings } from "./spam-settings";
import { type SpamLeadText, type SpamSignals, spamVerdict } from "./spam-verdict";

const site = { country: "AU" as const, spam: SpamSettings.parse({}) };
const plainSignals: SpamSignals = {
  honeypotFilled: false,
  stamp: { kind: "valid", secondsToSubmit: 40 },
};
const plainLead: SpamLeadText = {
  name: "Sam Citizen",
  email: "sam@example.com",
  phone: "0412345678",
  message: "Is the white Corolla still available? I could come in on Saturday.",
};

/** Real shoppers' answers: names, mail at ordinary providers, numbers that exist, plain words. */
const nameArb = fc.constantFrom(
  "Sam Citizen",
  "Mary-Jane O'Neil",
  "Nguyễn Văn An",
  "J. Smith",
  "Aroha",
);
const emailArb = fc.constantFrom(
  "sam@example.com",
  "a.b@gmail.com",
  "kiri@xtra.co.nz",
  "x@bigpond.net.au",
);
const phoneArb = fc.constantFrom(
  "0412345678",
  "0733331234",
  "33331234",
  "1300123456",
  "0211234567",
);
const wordsArb = fc
  .array(
    fc.constantFrom(
      "is",
      "the",
      "car",
      "still",
      "available",
      "Saturday",
      "5pm",
      "$20,000",
      "e-mail",
      "me",
    ),
    { maxLength: 30 },
  )
  .map((w) => w.join(" "));
const plainLeadArb = fc.record({
  name: nameArb,
  email: emailArb,
  phone: phoneArb,
  message: wordsArb,
});

/** Every way a lead or its submission can look like spam, or not. */
const leadArb = fc.record({
  name: fc.oneof(nameArb, fc.constantFrom("https://cheap-seo.ru", "bestloans.xyz", "www.win.com")),
  email: fc.oneof(emailArb, fc.constantFrom("bot@mailinator.com", "x@10minutemail.com")),
  phone: fc.oneof(phoneArb, fc.constantFrom("0000000000", "0123456789", "1234567890")),
  message: fc.oneof(wordsArb, fc.constantFrom("see http://spam.example", "[url=x]y[/url]")),
});
const signalsArb: fc.Arbitrary<SpamSignals> = fc.record({
  honeypotFilled: fc.boolean(),
  stamp: fc.oneof(
    fc.constant({ kind: "missing" as const }),
    fc.constant({ kind: "forged" as const }),
    fc.record({
      kind: fc.constant("valid" as const),
      secondsToSubmit: fc.double({ min: 0, max: 600, noNaN: true }),
    }),
  ),
});
const thresholdArb = fc.integer({ min: 1, max: 100 });

describe("spam scoring (issue 34 §4)", () => {
  it.each([
    [
      "a link in the message",
      { message: "Great deals at https://spam.example" },
      "link-in-message",
      3,
    ],
    ["a URL as the name", { name: "cheap-seo-links.com" }, "url-as-name", 5],
    ["a disposable e-mail domain", { email: "bot@mailinator.com" }, "disposable-email", 4],
    ["a disposable e-mail subdomain", { email: "bot@inbox.mailinator.com" }, "disposable-email", 4],
    ["a phone that cannot exist", { phone: "0123456789" }, "impossible-phone", 4],
  ] as const)("%s scores", (_label, change, reason, score) => {
    const verdict = spamVerdict({ ...plainLead, ...change }, plainSignals, site);
    expect(verdict.reasons).toEqual([reason]);
    expect(verdict.score).toBe(score);
  });

  it("a filled honeypot, a fast submission or a forged stamp is spam on any threshold", () => {
    const strict = { ...site, spam: { threshold: 100, minSeconds: 3 } };
    expect(spamVerdict(plainLead, { ...plainSignals, honeypotFilled: true }, strict).spam).toBe(
      true,
    );
    const fast: SpamSignals = {
      honeypotFilled: false,
      stamp: { kind: "valid", secondsToSubmit: 2.9 },
    };
    expect(spamVerdict(plainLead, fast, strict)).toMatchObject({
      spam: true,
      reasons: ["too-fast"],
    });
    const forged: SpamSignals = { honeypotFilled: false, stamp: { kind: "forged" } };
    expect(spamVerdict(plainLead, forged, strict).reasons).toEqual(["forged-stamp"]);
  });

  it("a lead without a form stamp (an API client) is not spam on that alone", () => {
    const verdict = spamVerdict(
      plainLead,
      { honeypotFilled: false, stamp: { kind: "missing" } },
      site,
    );
    expect(verdict).toEqual({ spam: false, score: 1, reasons: ["no-stamp"] });
  });

  it("a URL name with a disposable e-mail reaches the default threshold of 5", () => {
    expect(
      spamVerdict(
        { ...plainLead, email: "x@mailinator.com", message: "www.x.com" },
        plainSignals,
        site,
      ).spam,
    ).toBe(true);
  });

  it("a plain real lead scores 0", () => {
    fc.assert(
      fc.property(plainLeadArb, fc.double({ min: 3, max: 3600, noNaN: true }), (lead, seconds) => {
        const verdict = spamVerdict(
          lead,
          { honeypotFilled: false, stamp: { kind: "valid", secondsToSubmit: seconds } },
          site,
        );
        expect(verdict).toEqual({ spam: false, score: 0, reasons: [] });
      }),
    );
  });

  it("adding a signal never lowers the score", () => {
    fc.assert(
      fc.property(leadArb, leadArb, signalsArb, (lead, worse, signals) => {
        const before = spamVerdict(lead, signals, site);
        // The same lead with one more trap tripped, or one field swapped for a spammier one.
        for (const key of ["name", "email", "phone", "message"] as const) {
          const after = spamVerdict({ ...lead, [key]: worse[key] }, signals, site);
          if (before.reasons.every((r) => after.reasons.includes(r))) {
            expect(after.score).toBeGreaterThanOrEqual(before.score);
          }
        }
        expect(
          spamVerdict(lead, { ...signals, honeypotFilled: true }, site).score,
        ).toBeGreaterThanOrEqual(before.score);
      }),
    );
  });

  it("is monotone in the threshold: spam at a higher threshold is spam at every lower one", () => {
    fc.assert(
      fc.property(leadArb, signalsArb, thresholdArb, thresholdArb, (lead, signals, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const at = (threshold: number) =>
          spamVerdict(lead, signals, { ...site, spam: { threshold, minSeconds: 3 } });
        if (at(high).spam) expect(at(low).spam).toBe(true);
        expect(at(low).score).toBe(at(high).score);
      }),
    );
  });
});

describe("phoneCanExist", () => {
  it.each([
    ["0412345678", "AU", true],
    ["0733331234", "AU", true],
    ["33331234", "AU", true],
    ["1300123456", "AU", true],
    ["131234", "AU", true],
    ["0211234567", "NZ", true],
    ["+64211234567", "NZ", true],
    ["0412345678", "NZ", true],
    ["0000000000", "AU", false],
    ["0123456789", "AU", false],
    ["1234567890", "AU", false],
    ["0912345678", "AU", false],
    ["12345678", "AU", false],
    ["0112345678", "NZ", false],
    ["+64111111111", "NZ", false],
  ] as const)("%s in %s: %s", (phone, country, possible) => {
    expect(phoneCanExist(phone, country)).toBe(possible);
  });
});
