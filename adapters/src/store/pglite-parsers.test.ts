import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it, vi } from "vitest";
import { DRIZZLE_TEXT_TYPES, drizzleClient } from "./pglite-parsers";

const SELECT = `SELECT '2026-11-23 10:00:00'::timestamp AS ts, '2026-11-23 10:00:00+10'::timestamptz AS tz,
  '1 day'::interval AS iv, '2026-11-23'::date AS d, ARRAY[1.5]::numeric[] AS nums,
  ARRAY['2026-11-23 10:00:00+10']::timestamptz[] AS tzs, ARRAY['2026-11-23']::date[] AS ds,
  '{"a":1}'::jsonb AS j, 42::int AS n, ARRAY[1, 2]::int[] AS ints`;
/** What drizzle's PGlite driver passes with every query. */
const drizzleOptions = {
  rowMode: "object" as const,
  parsers: Object.fromEntries(DRIZZLE_TEXT_TYPES.map((oid) => [oid, (v: string) => v])),
};

describe("drizzleClient", () => {
  const pglite = new PGlite();
  afterAll(() => pglite.close());

  it("answers drizzle's queries with the rows drizzle's own parsers give, without passing them on", async () => {
    // What drizzle reads today, before the client keeps the text parsers itself.
    const expected = await pglite.query(SELECT, [], drizzleOptions);
    const client = drizzleClient(pglite);
    const spy = vi.spyOn(pglite, "query");
    const got = await client.query(SELECT, [], drizzleOptions);
    expect(got.rows).toEqual(expected.rows);
    expect(got.rows[0]).toMatchObject({ tz: expect.any(String), n: 42, ints: [1, 2] });
    expect(spy.mock.calls[0]?.[2]).toEqual({ rowMode: "object" });
    const inTx = await client.transaction((tx) => tx.query(SELECT, [], drizzleOptions));
    expect(inTx.rows).toEqual(expected.rows);
  });

  it("passes other parsers through", async () => {
    const client = drizzleClient(pglite);
    const options = { parsers: { 23: (v: string) => `#${v}` } };
    const { rows } = await client.query<{ n: string }>("SELECT 42::int AS n", [], options);
    expect(rows[0]?.n).toBe("#42");
  });
});
