import { describe, expect, it } from "vitest";
import { validateSettingsForm } from "../dealer/settings-form";
import { SiteConfig } from "./site-config";

const PATH_OR_WEB = "Use a path like /search or an address starting https://.";
const FOOTER_LINK =
  "Use a path like /about-us, an address starting https://, or a tel: or mailto: link.";

/** A site whose header menu (or footer) holds one item. */
const withItem = (where: "menu" | "footer", item: Record<string, unknown>) => ({
  slug: "s",
  name: "S",
  [where]: [item],
});

const problems = (input: unknown) => {
  const parsed = SiteConfig.safeParse(input);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("menu and footer items in SiteConfig (issue 31 §5: every settings field rule in the schema)", () => {
  it.each(["menu", "footer"] as const)("%s: a blank label is refused naming it", (where) => {
    expect(problems(withItem(where, { label: " ", href: "/search" }))).toEqual([
      `${where}.0.label: Please enter the item's label.`,
    ]);
    expect(problems(withItem(where, { label: "", dropdown: "stock" }))).toEqual([
      `${where}.0.label: Please enter the item's label.`,
    ]);
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "//evil.example/search",
    "/\\evil.example",
    "search",
    "https://",
    "https://exa mple.com",
    "ftp://example.com/file",
    "tel:0730000000",
    "mailto:sales@example.com",
    "",
  ])("the header menu refuses href %j naming it", (href) => {
    expect(problems(withItem("menu", { label: "Cars", href }))).toEqual([
      `menu.0.href: ${PATH_OR_WEB}`,
    ]);
  });

  it.each([
    "javascript:alert(1)",
    "data:text/html,hi",
    "//evil.example",
    "tel:",
    "tel:call-us",
    "mailto:",
    "mailto:nobody",
  ])("the footer refuses href %j naming it", (href) => {
    expect(problems(withItem("footer", { label: "Call", href }))).toEqual([
      `footer.0.href: ${FOOTER_LINK}`,
    ]);
  });

  it.each([
    "/",
    "/search/used-cars?sortBy=price_asc",
    "https://example.com.au/x",
    "HTTP://a.example",
  ])("both take a path or web address %j", (href) => {
    expect(problems(withItem("menu", { label: "Go", href }))).toEqual([]);
    expect(problems(withItem("footer", { label: "Go", href }))).toEqual([]);
  });

  it.each(["tel:+61730000000", "tel:(07)3000-0000", "mailto:sales@example.com.au?subject=Hi"])(
    "the footer may call or write: %j (the header may not)",
    (href) => {
      expect(problems(withItem("footer", { label: "Contact", href }))).toEqual([]);
      expect(problems(withItem("menu", { label: "Contact", href }))).toEqual([
        `menu.0.href: ${PATH_OR_WEB}`,
      ]);
    },
  );

  it("checks a dropdown's children with their own path", () => {
    const item = {
      label: "Service",
      children: [
        { label: "Book", href: "/service" },
        { label: "", href: "javascript:void(0)" },
      ],
    };
    expect(problems(withItem("menu", item))).toEqual([
      "menu.0.children.1.label: Please enter the item's label.",
      `menu.0.children.1.href: ${PATH_OR_WEB}`,
    ]);
  });

  it("the console's form checks a menu row with the schema's rule and message", () => {
    const rows = [
      { source: null, label: "Cars", href: "javascript:alert(1)" },
      { source: null, label: "Away", href: "//evil.example" },
      { source: null, label: "Home", href: "/" },
    ];
    expect(validateSettingsForm({ menu: rows })).toEqual({
      "menu[0].href": PATH_OR_WEB,
      "menu[1].href": PATH_OR_WEB,
    });
  });
});
