import { describe, expect, it } from "vitest";
import { dealerPlainText, sanitizeDealerHtml } from "./dealer-html";

describe("dealer HTML", () => {
  it("keeps formatting tags and drops scripts, handlers, links and images", () => {
    expect(
      sanitizeDealerHtml(
        '<p class="x" onclick="a()">Hi <strong>there</strong><script>b()</script><a href="javascript:c()">go</a><img src=x onerror=d()></p>',
      ),
    ).toBe("<p>Hi <strong>there</strong>go</p>");
  });

  it("plain text keeps line breaks from paragraphs, breaks and list items", () => {
    expect(dealerPlainText("<p>One</p><p>Two<br>Three</p><ul><li>A</li><li>B</li></ul>")).toBe(
      "One\nTwo\nThree\nA\nB",
    );
  });
});
