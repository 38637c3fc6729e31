import fc from "fast-check";
import { Client } from "typesense";
import { describe, expect, it } from "vitest";
import { valueKey } from "./encoding";
import { scopedSearchKey, siteSearchKey } from "./scoped-key";

// The client's own implementation is the reference; it makes no request.
const keys = new Client({ nodes: [{ url: "http://127.0.0.1:1" }], apiKey: "unused" }).keys();

describe("Typesense scoped search keys", () => {
  it("equal the typesense client's generateScopedSearchKey for any parent key and filter", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 4, maxLength: 40 }),
        fc.string(),
        fc.option(fc.integer({ min: 0, max: 2 ** 40 }), { nil: undefined }),
        (parent, filter, expiresAt) => {
          const params = {
            filter_by: filter,
            ...(expiresAt === undefined ? {} : { expires_at: expiresAt }),
          };
          expect(scopedSearchKey(parent, params)).toBe(
            keys.generateScopedSearchKey(parent, params),
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it("a tenant's key embeds its site filter, the plain slug and its exact key", () => {
    const key = siteSearchKey("RN23GFr1s6jQ9kgSNg2O7fYcAUXU7127", "bmg-toyota");
    const raw = Buffer.from(key, "base64").toString();
    expect(raw.slice(44, 48)).toBe("RN23");
    expect(JSON.parse(raw.slice(48))).toEqual({
      filter_by: `site:=\`bmg-toyota\` && site_key:=\`${valueKey("bmg-toyota")}\``,
    });
    expect(siteSearchKey("RN23GFr1s6jQ9kgSNg2O7fYcAUXU7127", "bmg-toyota")).toBe(key);
    expect(siteSearchKey("RN23GFr1s6jQ9kgSNg2O7fYcAUXU7127", "bmgtoyota")).not.toBe(key);
  });
});
