import { describe, expect, it } from "vitest";
import { deleteSavedSearch, SAVED_SEARCH_NOT_FOUND } from "./delete-saved-search";
import { openSavedSearch } from "./open-saved-search";
import { garageSite, memorySavedSearches } from "./saved-search-fakes";

const T0 = new Date("2026-03-01T00:00:00Z");
const LATER = new Date("2026-03-15T00:00:00Z");
const notFound = { ok: false, problem: { kind: "not-found", detail: SAVED_SEARCH_NOT_FOUND } };

async function oneSaved() {
  const savedSearches = memorySavedSearches();
  const saved = await savedSearches.save(
    "bmg",
    "u-1",
    { href: "/search/used-cars", label: "Used Cars" },
    T0,
    20,
  );
  if (!saved.ok) throw new Error("fixture not saved");
  return { savedSearches, id: saved.search.id };
}

describe("deleteSavedSearch and openSavedSearch (issue 14 §3)", () => {
  it("deletes the shopper's own once; another shopper's is not found", async () => {
    const { savedSearches, id } = await oneSaved();
    const mine = { site: garageSite, userId: "u-1" };
    expect(await deleteSavedSearch({ savedSearches }, { id }, { ...mine, userId: "u-2" })).toEqual(
      notFound,
    );
    expect(await deleteSavedSearch({ savedSearches }, { id }, mine)).toEqual({
      ok: true,
      value: { id },
    });
    expect(await deleteSavedSearch({ savedSearches }, { id }, mine)).toEqual(notFound);
  });

  it("opening one makes now its last visit and answers its address", async () => {
    const { savedSearches, id } = await oneSaved();
    const context = { now: LATER, site: garageSite, userId: "u-1" };
    expect(await openSavedSearch({ savedSearches }, { id }, context)).toEqual({
      ok: true,
      value: { href: "/search/used-cars" },
    });
    expect((await savedSearches.get("bmg", "u-1", id))?.lastSeenAt).toEqual(LATER);
    expect(await openSavedSearch({ savedSearches }, { id }, { ...context, userId: "u-2" })).toEqual(
      notFound,
    );
  });
});
