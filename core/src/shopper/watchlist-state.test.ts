import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  canSaveToWatchlist,
  EMPTY_WATCHLIST,
  WATCHLIST_TOASTS,
  type WatchlistState,
  watchlistActionFor,
  watchlistLoaded,
  watchlistSettled,
  watchlistStarted,
} from "./watchlist-state";

describe("§4 watchlist: optimistic save and remove", () => {
  it("save shows at once and is pending; success keeps it", () => {
    const started = watchlistStarted(EMPTY_WATCHLIST, "c1", "save");
    expect(started).toEqual({ saved: ["c1"], pending: ["c1"] });
    expect(watchlistSettled(started as WatchlistState, "c1", "save", true)).toEqual({
      saved: ["c1"],
      pending: [],
    });
  });

  it("a failed save is rolled back; a failed remove puts the car back", () => {
    const saving = watchlistStarted(EMPTY_WATCHLIST, "c1", "save") as WatchlistState;
    expect(watchlistSettled(saving, "c1", "save", false)).toEqual(EMPTY_WATCHLIST);
    const removing = watchlistStarted({ saved: ["c1", "c2"], pending: [] }, "c1", "remove");
    expect(removing).toEqual({ saved: ["c2"], pending: ["c1"] });
    expect(watchlistSettled(removing as WatchlistState, "c1", "remove", false)).toEqual({
      saved: ["c2", "c1"],
      pending: [],
    });
  });

  it("the loading flag blocks a second call for the same car", () => {
    const saving = watchlistStarted(EMPTY_WATCHLIST, "c1", "save") as WatchlistState;
    expect(watchlistStarted(saving, "c1", "remove")).toBeNull();
    expect(watchlistStarted(saving, "c2", "save")).toEqual({
      saved: ["c1", "c2"],
      pending: ["c1", "c2"],
    });
  });

  it("the click's action follows what is shown", () => {
    expect(watchlistActionFor({ saved: ["c1"], pending: [] }, "c1")).toBe("remove");
    expect(watchlistActionFor({ saved: ["c1"], pending: [] }, "c2")).toBe("save");
  });

  it("a list loaded while a call is in flight keeps the optimistic change", () => {
    const saving = watchlistStarted({ saved: [], pending: [] }, "c1", "save") as WatchlistState;
    expect(watchlistLoaded(saving, ["c9"])).toEqual({ saved: ["c9", "c1"], pending: ["c1"] });
    const removing = watchlistStarted(
      { saved: ["c1"], pending: [] },
      "c1",
      "remove",
    ) as WatchlistState;
    expect(watchlistLoaded(removing, ["c1", "c9"])).toEqual({ saved: ["c9"], pending: ["c1"] });
  });

  it("a list read before a change landed, and answered after, keeps that change", () => {
    // Saved c1 and removed c9 while the list [c9] was on its way.
    const landed = new Map([
      ["c1", "save"],
      ["c9", "remove"],
    ] as const);
    const shown: WatchlistState = { saved: ["c1"], pending: [] };
    expect(watchlistLoaded(shown, ["c9", "c5"], landed)).toEqual({
      saved: ["c5", "c1"],
      pending: [],
    });
    // Without that record the stale list wins: what CI saw as "Save" after a finished save.
    expect(watchlistLoaded(shown, ["c9"])).toEqual({ saved: ["c9"], pending: [] });
  });

  it("property: a loaded list never undoes a change that landed after it was asked for", () => {
    const ids = fc.constantFrom("a", "b", "c", "d");
    const action = fc.constantFrom("save" as const, "remove" as const);
    fc.assert(
      fc.property(
        fc.uniqueArray(ids),
        fc.uniqueArray(ids),
        fc.array(fc.tuple(ids, action)),
        (saved, server, changes) => {
          const landed = new Map(changes);
          const loaded = watchlistLoaded({ saved, pending: [] }, server, landed);
          for (const [id, last] of landed) expect(loaded.saved.includes(id)).toBe(last === "save");
          for (const id of server) if (!landed.has(id)) expect(loaded.saved).toContain(id);
        },
      ),
    );
  });

  it("§4 toast texts", () => {
    expect(WATCHLIST_TOASTS).toEqual({ save: "Car Saved In Watchlist", remove: "Car Removed" });
  });

  it("property: a failed call always restores the list as it was", () => {
    const ids = fc.constantFrom("a", "b", "c", "d");
    fc.assert(
      fc.property(fc.uniqueArray(ids), ids, (saved, car) => {
        const before: WatchlistState = { saved, pending: [] };
        const action = watchlistActionFor(before, car);
        const after = watchlistStarted(before, car, action) as WatchlistState;
        expect(after.saved.includes(car)).toBe(action === "save");
        const rolled = watchlistSettled(after, car, action, false);
        expect([...rolled.saved].sort()).toEqual([...saved].sort());
        expect(rolled.pending).toEqual([]);
      }),
    );
  });
});

describe("canSaveToWatchlist (§5, §6)", () => {
  it.each([
    [{ id: "u1", phone: "0412345678" }, true],
    [{ id: "u1", phone: "" }, false],
    [{ id: "u1", phone: null }, false],
    [{ id: "", phone: "0412345678" }, false],
    [null, false],
    [undefined, false],
  ])("%j → %s", (user, allowed) => expect(canSaveToWatchlist(user)).toBe(allowed));
});
