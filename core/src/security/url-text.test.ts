import { describe, expect, it } from "vitest";
import { urlTextProblem } from "./url-text";

describe("urlTextProblem (issue 30 §11: NUL or invalid UTF-8 in a page address)", () => {
  it.each([
    ["/cars/toyota-corolla", "", null],
    ["/cars/caf%C3%A9", "?q=%F0%9F%9A%97+red", null],
    ["/saved-data", "?ids=a,b", null],
    ["/", "?a&b=&c=1", null],
    ["/cars/a%ED%A0%80b", "", "path"],
    ["/cars/a%00b", "", "path"],
    ["/cars/%FF", "", "path"],
    ["/cars/%E0%A4%A", "", "path"],
    ["/saved-data", "?ids=a%00b", "ids"],
    ["/saved-data", "ids=a%ED%A0%80b", "ids"],
    ["/search", "?page=2&q=%C0%AF", "q"],
    ["/search", "?x%00y=1", "query"],
  ])("%s%s → %s", (path, search, field) => {
    expect(urlTextProblem(path, search)).toBe(field);
  });
});
