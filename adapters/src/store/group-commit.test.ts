import { describe, expect, it } from "vitest";
import { groupCommit } from "./group-commit";

const nextTurn = () => new Promise((r) => setImmediate(r));

/** A commit the test finishes by hand, to see who was answered before it ended. */
function manualCommits() {
  const groups: number[][] = [];
  const pending: Array<() => void> = [];
  const commitMany = (inputs: number[]) =>
    new Promise<string[]>((resolve) => {
      groups.push(inputs);
      pending.push(() => resolve(inputs.map((i) => `lead ${i}`)));
    });
  const commitOne = (input: number) => commitMany([input]).then(([out]) => out as string);
  return { groups, pending, commitOne, commitMany };
}

describe("groupCommit", () => {
  it("groups the calls of one turn and those that arrive during a commit; answers each after its commit", async () => {
    const c = manualCommits();
    const submit = groupCommit(c.commitOne, c.commitMany);
    const answered: string[] = [];
    const first = [1, 2].map((i) => submit(i).then((out) => answered.push(out)));
    await nextTurn();
    expect(c.groups).toEqual([[1, 2]]);
    const rest = [3, 4, 5].map((i) => submit(i).then((out) => answered.push(out)));
    await nextTurn();
    // One commit at a time: 3–5 wait for the first to end.
    expect(c.groups).toEqual([[1, 2]]);
    expect(answered).toEqual([]);
    c.pending.shift()?.();
    await Promise.all(first);
    expect(answered).toEqual(["lead 1", "lead 2"]);
    await nextTurn();
    expect(c.groups).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
    expect(answered).toEqual(["lead 1", "lead 2"]);
    c.pending.shift()?.();
    await Promise.all(rest);
    expect(answered).toEqual(["lead 1", "lead 2", "lead 3", "lead 4", "lead 5"]);
  });

  it("commits a lone call on its own", async () => {
    const c = manualCommits();
    const submit = groupCommit(c.commitOne, c.commitMany);
    const only = submit(7);
    await nextTurn();
    expect(c.groups).toEqual([[7]]);
    c.pending.shift()?.();
    expect(await only).toBe("lead 7");
  });

  it("caps a group at maxGroup", async () => {
    const sizes: number[] = [];
    const submit = groupCommit(
      async (i: number) => i,
      async (inputs: number[]) => {
        sizes.push(inputs.length);
        return inputs;
      },
      3,
    );
    const out = await Promise.all(Array.from({ length: 8 }, (_, i) => submit(i)));
    expect(out).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(sizes.every((n) => n <= 3)).toBe(true);
  });

  it("retries a failed group one call at a time, so only the bad call fails", async () => {
    const alone: number[] = [];
    const submit = groupCommit(
      async (i: number) => {
        alone.push(i);
        if (i === 3) throw new Error("bad lead");
        return i * 10;
      },
      async (inputs: number[]) => {
        if (inputs.includes(3)) throw new Error("group refused");
        return inputs.map((i) => i * 10);
      },
    );
    const settled = await Promise.allSettled([1, 2, 3, 4].map(submit));
    expect(settled.map((r) => (r.status === "fulfilled" ? r.value : "failed"))).toEqual([
      10,
      20,
      "failed",
      40,
    ]);
    expect(alone).toEqual([1, 2, 3, 4]);
  });
});
