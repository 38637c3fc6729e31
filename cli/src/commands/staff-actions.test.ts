import { createStore, type Store } from "@forecourt/adapters/store/create-store";
import { defaultSiteConfig } from "@forecourt/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffAdd, staffList, staffRemove } from "./staff-actions";

const now = new Date("2026-11-25T00:00:00Z");
let store: Store;
beforeAll(async () => {
  store = await createStore({ dataDir: ":memory:" });
  await store.sites.save(defaultSiteConfig("harbour-motors", "Harbour Motors"));
  await store.sites.save(defaultSiteConfig("other-motors", "Other Motors"));
});
afterAll(() => store.close());

const text = { json: false, now };
const json = { json: true, now };

describe("forecourt staff (against a store)", () => {
  it("add → list → remove, in text and JSON", async () => {
    expect(
      await staffAdd(
        store,
        { site: "harbour-motors", email: "Jo@Harbour.example", role: "owner" },
        text,
      ),
    ).toEqual({
      stdout: "Added jo@harbour.example (owner) to 'harbour-motors'.",
      stderr: [],
      exitCode: 0,
    });
    const added = await staffAdd(
      store,
      { site: "harbour-motors", email: "sam@harbour.example", role: "sales", name: "Sam" },
      json,
    );
    expect(JSON.parse(added.stdout)).toMatchObject({
      site: "harbour-motors",
      email: "sam@harbour.example",
      role: "sales",
      name: "Sam",
      createdAt: now.toISOString(),
    });
    expect((await staffList(store, { site: "harbour-motors" }, text)).stdout).toBe(
      "jo@harbour.example  owner\nsam@harbour.example  sales  Sam",
    );
    const listed = JSON.parse((await staffList(store, { site: "harbour-motors" }, json)).stdout);
    expect(listed.map((m: { email: string }) => m.email)).toEqual([
      "jo@harbour.example",
      "sam@harbour.example",
    ]);
    expect(await staffList(store, { site: "other-motors" }, json)).toMatchObject({ stdout: "[]" });
    expect(
      await staffRemove(store, { site: "harbour-motors", email: "SAM@harbour.example" }, json),
    ).toEqual({
      stdout: '{"site":"harbour-motors","email":"sam@harbour.example","removed":true}',
      stderr: [],
      exitCode: 0,
    });
    expect((await store.staff.list("harbour-motors")).map((m) => m.email)).toEqual([
      "jo@harbour.example",
    ]);
  });

  it.each([
    [{ email: "a@b.example", role: "owner" }, "--site: required (the site's slug)"],
    [
      { site: "Bad Slug", email: "a@b.example", role: "owner" },
      "--site: must be a site slug (a-z, 0-9, -)",
    ],
    [{ site: "harbour-motors", role: "owner" }, "--email: Please enter an e-mail address."],
    [
      { site: "harbour-motors", email: "nope", role: "owner" },
      "--email: Please enter a valid e-mail address.",
    ],
    [{ site: "harbour-motors", email: "a@b.example" }, "--role: Choose owner, manager or sales."],
    [
      { site: "harbour-motors", email: "a@b.example", role: "boss" },
      "--role: Choose owner, manager or sales.",
    ],
    [
      { site: "harbour-motors", email: "jo@harbour.example", role: "sales" },
      "--email: jo@harbour.example is already staff of 'harbour-motors'",
    ],
  ])("add %j exits 2 with one line naming the field, writing nothing", async (flags, line) => {
    const before = await store.staff.list("harbour-motors");
    expect(await staffAdd(store, flags, text)).toEqual({ stdout: "", stderr: [line], exitCode: 2 });
    expect(await store.staff.list("harbour-motors")).toEqual(before);
  });

  it("an unknown site or member exits 1 naming it", async () => {
    expect(
      await staffAdd(store, { site: "nowhere", email: "a@b.example", role: "owner" }, text),
    ).toEqual({ stdout: "", stderr: ["there is no site 'nowhere'"], exitCode: 1 });
    expect(await staffList(store, { site: "nowhere" }, text)).toMatchObject({ exitCode: 1 });
    expect(
      await staffRemove(store, { site: "other-motors", email: "jo@harbour.example" }, text),
    ).toEqual({
      stdout: "",
      stderr: ["--email: jo@harbour.example is not staff of 'other-motors'"],
      exitCode: 1,
    });
    expect(await staffRemove(store, { site: "other-motors", email: "x" }, text)).toMatchObject({
      exitCode: 2,
    });
  });
});
