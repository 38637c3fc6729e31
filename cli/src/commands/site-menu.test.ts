import { createStore, type Store } from "@forecourt/adapters/store/create-store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteCreate, siteSet } from "./site-actions";

const MENU = [{ label: "Cars", href: "/search" }];

let store: Store;
beforeAll(async () => {
  store = await createStore({ dataDir: ":memory:" });
  await siteCreate(
    store.sites,
    { slug: "harbour-motors", name: "Harbour Motors", menu: MENU },
    true,
  );
});
afterAll(() => store.close());

describe("forecourt site set and the header menu and footer (issue 31 §5)", () => {
  it("refuses a javascript: link and a blank label, one line per field, and keeps the stored menu", async () => {
    const run = await siteSet(
      store,
      "harbour-motors",
      {
        menu: [
          { label: "Cars", href: "javascript:alert(document.cookie)" },
          { label: " ", href: "/finance" },
        ],
        footer: [{ label: "Call us", href: "data:text/html,hi" }],
      },
      false,
    );
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toEqual([
      "menu[0].href: Use a path like /search or an address starting https://.",
      "menu[1].label: Please enter the item's label.",
      "footer[0].href: Use a path like /about-us, an address starting https://, or a tel: or mailto: link.",
    ]);
    expect((await store.sites.get("harbour-motors"))?.menu).toEqual(MENU);
  });

  it("accepts paths and web addresses, and tel: and mailto: links in the footer", async () => {
    const footer = [
      { label: "Call us", href: "tel:+61730000000" },
      { label: "Write to us", href: "mailto:sales@harbour.example" },
    ];
    const menu = [{ label: "Finance", href: "https://finance.example.com.au/apply" }];
    const run = await siteSet(store, "harbour-motors", { menu, footer }, true);
    expect(run.exitCode).toBe(0);
    const stored = await store.sites.get("harbour-motors");
    expect(stored?.menu).toEqual(menu);
    expect(stored?.footer).toEqual(footer);
  });
});
