import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { holdsMaskedCredential, MASKED_CREDENTIAL, maskUrlCredentials } from "./url-credentials";

describe("maskUrlCredentials (issue 33: a feed address's credentials are never shown)", () => {
  it.each([
    [
      "https://user:token@dms.example/feed.csv?key=abc123",
      "https://user:•••@dms.example/feed.csv?key=•••",
    ],
    ["https://t0ken@dms.example/feed.csv", "https://•••@dms.example/feed.csv"],
    [
      "https://dms.example/feed.csv?dealer=42&token=xyz&format=csv",
      "https://dms.example/feed.csv?dealer=42&token=•••&format=csv",
    ],
    [
      "https://dms.example/f?apiKey=A&API_KEY=B&access_token=C",
      "https://dms.example/f?apiKey=•••&API_KEY=•••&access_token=•••",
    ],
    [
      "https://dms.example/f?api%5Fkey=A&sig=B&password=C",
      "https://dms.example/f?api%5Fkey=•••&sig=•••&password=•••",
    ],
    ["https://dms.example/f#access_token=abc", "https://dms.example/f#access_token=•••"],
    ["https://u:p:q@a@dms.example/f", "https://u:•••@dms.example/f"],
    ["https://dms.example/f?key=&page=2", "https://dms.example/f?key=&page=2"],
  ])("%s is shown as %s", (address, shown) => {
    expect(maskUrlCredentials(address)).toBe(shown);
  });

  it.each([
    "https://dms.example.com.au/stock.csv",
    "http://127.0.0.1:8080/stock.ndjson?dealer=42&page=2",
    "https://dms.example/feeds/42/stock.csv#top",
  ])("leaves %s, which holds no credential, unchanged", (address) => {
    expect(maskUrlCredentials(address)).toBe(address);
    expect(holdsMaskedCredential(address)).toBe(false);
  });

  it("marks a masked address, written or percent-encoded by a URL parser", () => {
    const masked = maskUrlCredentials("https://u:p@dms.example/f");
    expect(holdsMaskedCredential(masked)).toBe(true);
    expect(holdsMaskedCredential(new URL(masked).href)).toBe(true);
  });
});

/** Plain parts are lower-case letters; secrets are digits and upper case, so none can hide in them. */
const plainArb = fc.stringMatching(/^[a-z]{1,8}$/);
const secretArb = fc.stringMatching(/^[A-Z0-9]{1,16}$/);
const credentialNameArb = fc.constantFrom(
  "key",
  "token",
  "api_key",
  "apikey",
  "access_token",
  "password",
  "sig",
  "client_secret",
);
const harmlessNameArb = plainArb.filter(
  (name) => !/key|token|secret|pass|pwd|auth|sig|credential|session/.test(name),
);

const addressArb = fc.record({
  scheme: fc.constantFrom("http", "https"),
  user: fc.option(plainArb),
  password: fc.option(secretArb),
  host: plainArb.map((h) => `${h}.example`),
  path: fc.array(plainArb, { maxLength: 3 }),
  secrets: fc.array(fc.tuple(credentialNameArb, secretArb), { maxLength: 3 }),
  harmless: fc.array(fc.tuple(harmlessNameArb, plainArb), { maxLength: 3 }),
});

function build(a: {
  scheme: string;
  user: string | null;
  password: string | null;
  host: string;
  path: string[];
  secrets: Array<[string, string]>;
  harmless: Array<[string, string]>;
}): string {
  const userInfo =
    a.password !== null
      ? `${a.user ?? ""}:${a.password}@`
      : a.user !== null
        ? `${a.user.toUpperCase()}1@`
        : "";
  const pairs = [...a.harmless, ...a.secrets].map(([name, value]) => `${name}=${value}`);
  return `${a.scheme}://${userInfo}${a.host}/${a.path.join("/")}${pairs.length ? `?${pairs.join("&")}` : ""}`;
}

describe("maskUrlCredentials properties", () => {
  it("no credential character survives masking", () => {
    fc.assert(
      fc.property(addressArb, (a) => {
        const masked = maskUrlCredentials(build(a));
        // Only secrets use digits and upper case: the masked address has none of them left.
        expect(masked).not.toMatch(/[A-Z0-9]/);
        const url = new URL(masked);
        for (const [name] of a.secrets)
          expect(url.searchParams.getAll(name)).toContain(MASKED_CREDENTIAL);
      }),
    );
  });

  it("an address without credentials is unchanged, and masking twice changes nothing more", () => {
    fc.assert(
      fc.property(addressArb, (a) => {
        const plain = build({ ...a, user: null, password: null, secrets: [] });
        expect(maskUrlCredentials(plain)).toBe(plain);
        const masked = maskUrlCredentials(build(a));
        expect(maskUrlCredentials(masked)).toBe(masked);
      }),
    );
  });

  it("keeps everything but the credentials as written", () => {
    fc.assert(
      fc.property(addressArb, (a) => {
        const url = new URL(maskUrlCredentials(build(a)));
        expect(url.host).toBe(a.host);
        expect(url.pathname).toBe(`/${a.path.join("/")}`);
        for (const [name, value] of a.harmless)
          expect(url.searchParams.getAll(name)).toContain(value);
      }),
    );
  });
});
