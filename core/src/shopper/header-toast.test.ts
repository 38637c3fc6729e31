import { describe, expect, it } from "vitest";
import {
  addToast,
  dismissToast,
  removeToast,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
} from "./header-toast";

const toast = (id: string) => ({ id, message: `toast ${id}`, open: true });

describe("§4 header toast, §9 limit 1", () => {
  it("one toast at a time: the newest replaces the last", () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
    const one = addToast([], toast("a"));
    const two = addToast(one, toast("b"));
    expect(two).toEqual([toast("b")]);
  });

  it("dismiss closes it; removal drops it", () => {
    const list = addToast([], toast("a"));
    expect(dismissToast(list, "a")).toEqual([{ ...toast("a"), open: false }]);
    expect(dismissToast(list)).toEqual([{ ...toast("a"), open: false }]);
    expect(dismissToast(list, "other")).toEqual(list);
    expect(removeToast(list, "a")).toEqual([]);
  });
});
