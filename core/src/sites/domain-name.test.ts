import { describe, expect, it } from "vitest";
import { domainChallenge, httpAnswerProves, txtRecordsProve } from "./domain-challenge";
import { checkDomainName, normaliseDomainName } from "./domain-name";

const IP = "must be a host name, not an IP address";
const LOCAL = "a .localhost name is a site's own address and cannot be claimed";
const SHAPE = "must be a host name like www.example.com.au (no scheme, port or path)";

describe("checkDomainName (issue 30 §3: what a site may claim)", () => {
  it.each([
    ["www.alpha-motors.com.au", "www.alpha-motors.com.au"],
    ["WWW.Alpha-Motors.COM.AU.", "www.alpha-motors.com.au"],
    ["  alpha.example  ", "alpha.example"],
    ["alpha.localhost", "alpha.localhost"],
    ["xn--bcher-kva.example", "xn--bcher-kva.example"],
  ])("accepts %j as %j", (raw, name) => {
    expect(checkDomainName(raw, "alpha", ["forecourt.app"])).toEqual({ ok: true, name });
  });

  it.each([
    ["127.0.0.1", IP],
    ["10.0.0.8.", IP],
    ["[::1]", IP],
    ["::1", IP],
    ["1.2.3.4.5", IP],
    ["localhost", LOCAL],
    ["bayside-rv.localhost", LOCAL],
    ["BAYSIDE-RV.localhost.", LOCAL],
    ["a.b.localhost", LOCAL],
    ["forecourt.app", "forecourt.app and the names under it belong to the platform"],
    ["bayside-rv.Forecourt.app", "forecourt.app and the names under it belong to the platform"],
    ["example", SHAPE],
    ["https://alpha.example/", SHAPE],
    ["alpha.example:8080", IP],
    ["-alpha.example", SHAPE],
    ["alpha..example", SHAPE],
    [`${"a".repeat(64)}.example`, SHAPE],
    ["", SHAPE],
  ])("refuses %j: %s", (raw, problem) => {
    expect(checkDomainName(raw, "alpha", ["forecourt.app"])).toEqual({ ok: false, problem });
  });
});

describe("normaliseDomainName", () => {
  it("keys names as the store does: trimmed, lower-case, no trailing dot", () => {
    expect(normaliseDomainName(" WWW.A.Example. ")).toBe("www.a.example");
  });
});

describe("domain challenge", () => {
  const c = domainChallenge("alpha.example", "tok123");
  it("asks for a TXT record or an HTTP file holding the token", () => {
    expect(c).toEqual({
      dns: { type: "TXT", name: "_forecourt-challenge.alpha.example", value: "tok123" },
      http: {
        url: "http://alpha.example/.well-known/forecourt-verification/tok123",
        body: "tok123",
      },
    });
  });
  it("is proved only by the exact token", () => {
    expect(txtRecordsProve(["v=spf1 -all", "tok123"], "tok123")).toBe(true);
    expect(txtRecordsProve(["tok1234", "xtok123"], "tok123")).toBe(false);
    expect(txtRecordsProve([""], "")).toBe(false);
    expect(httpAnswerProves("tok123\n", "tok123")).toBe(true);
    expect(httpAnswerProves("<html>tok123</html>", "tok123")).toBe(false);
    expect(httpAnswerProves(null, "tok123")).toBe(false);
  });
});
