import fc from "fast-check";
import { expect, it } from "vitest";
import { searchItemListJsonLd } from "./search-results";

it("lists a results page's vehicles in order, numbered on from the page's first position", () => {
  const list = searchItemListJsonLd({
    name: "Used Toyota Cars For Sale",
    baseUrl: "https://a.example",
    vehicles: [
      { href: "/cars/2020-toyota-hilux-1", title: "2020 Toyota Hilux" },
      { href: "/cars/2021-toyota-rav4-2", title: "2021 Toyota RAV4" },
    ],
    firstPosition: 25,
    numberOfItems: 40,
  });
  expect(list).toMatchObject({ "@type": "ItemList", numberOfItems: 40 });
  expect(list.itemListElement).toEqual([
    {
      "@type": "ListItem",
      position: 25,
      url: "https://a.example/cars/2020-toyota-hilux-1",
      name: "2020 Toyota Hilux",
    },
    {
      "@type": "ListItem",
      position: 26,
      url: "https://a.example/cars/2021-toyota-rav4-2",
      name: "2021 Toyota RAV4",
    },
  ]);
});

it("positions are consecutive and every url is on the site", () => {
  fc.assert(
    fc.property(fc.array(fc.webSegment(), { maxLength: 30 }), fc.nat(1000), (slugs, skip) => {
      const list = searchItemListJsonLd({
        name: "x",
        baseUrl: "https://a.example",
        vehicles: slugs.map((s) => ({ href: `/cars/${encodeURIComponent(s)}`, title: s })),
        firstPosition: skip + 1,
      });
      const items = list.itemListElement as unknown as Array<{ position: number; url: string }>;
      items.forEach((item, i) => {
        expect(item.position).toBe(skip + 1 + i);
        expect(new URL(item.url).origin).toBe("https://a.example");
      });
    }),
  );
});
