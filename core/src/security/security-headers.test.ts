import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  apiSecurityHeaders,
  HSTS,
  pageContentSecurityPolicy,
  pageSecurityHeaders,
} from "./security-headers";

const directives = (csp: string) =>
  new Map(
    csp.split("; ").map((d) => {
      const [name = "", ...values] = d.split(" ");
      return [name, values] as const;
    }),
  );

describe("pageSecurityHeaders (issue 16 §1)", () => {
  it("allows scripts only by this response's nonce and what they load, no plugins or foreign base", () => {
    const csp = directives(
      pageContentSecurityPolicy({ nonce: "abc123==", https: true, frameAncestors: [] }),
    );
    expect(csp.get("script-src")).toEqual(["'nonce-abc123=='", "'strict-dynamic'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'self'"]);
    expect(csp.has("upgrade-insecure-requests")).toBe(true);
  });

  it("frames only for the site and the origins its settings list", () => {
    const csp = directives(
      pageContentSecurityPolicy({
        nonce: "n",
        https: true,
        frameAncestors: ["https://group.example.com.au"],
      }),
    );
    expect(csp.get("frame-ancestors")).toEqual(["'self'", "https://group.example.com.au"]);
  });

  it("HSTS on https only; nosniff, referrer and permissions policies always", () => {
    const https = pageSecurityHeaders({ nonce: "n", https: true, frameAncestors: [] });
    const http = pageSecurityHeaders({ nonce: "n", https: false, frameAncestors: [] });
    expect(https["Strict-Transport-Security"]).toBe(HSTS);
    expect(http["Strict-Transport-Security"]).toBeUndefined();
    expect(http["Content-Security-Policy"]).not.toContain("upgrade-insecure-requests");
    for (const headers of [https, http, apiSecurityHeaders(true), apiSecurityHeaders(false)]) {
      expect(headers["X-Content-Type-Options"]).toBe("nosniff");
      expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["Permissions-Policy"]).toContain("camera=()");
    }
  });

  it("eval only on the development server", () => {
    const dev = pageContentSecurityPolicy({
      nonce: "n",
      https: false,
      frameAncestors: [],
      development: true,
    });
    expect(directives(dev).get("script-src")).toContain("'unsafe-eval'");
  });

  it("never lets a script run without the nonce, whatever the inputs (property)", () => {
    fc.assert(
      fc.property(
        fc.base64String({ minLength: 4, maxLength: 44 }),
        fc.boolean(),
        fc.array(fc.webUrl().map((u) => new URL(u).origin)),
        (nonce, https, frameAncestors) => {
          const csp = directives(pageContentSecurityPolicy({ nonce, https, frameAncestors }));
          const scripts = csp.get("script-src") ?? [];
          expect(scripts).toContain(`'nonce-${nonce}'`);
          expect(scripts).not.toContain("'unsafe-inline'");
          expect(scripts).not.toContain("*");
          expect(csp.get("object-src")).toEqual(["'none'"]);
        },
      ),
    );
  });
});
