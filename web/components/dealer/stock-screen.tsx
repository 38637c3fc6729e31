"use client";

import { formatMoney } from "@forecourt/core";
import { countOf } from "@forecourt/core/format/thousands";
import { useCallback, useEffect, useState } from "react";
import { buttonClass, consoleApi, fieldClass } from "./console-api";
import { Cell, ConsoleTable } from "./console-table";
import { Pager } from "./pager";

type Mark = "available" | "reserved" | "sold";
type Row = {
  id: string;
  slug: string | null;
  title: string;
  stocknum: string | null;
  price: number | null;
  mark: Mark;
  shown: boolean;
  /** Vehicle page views (the counter the vehicle page shows). */
  views: number;
};
type Page = { rows: Row[]; total: number; page: number; pages: number };
type Rejected = { line: number; id: string | null; field: string; reason: string };
type Imported = { rows: number; added: number; updated: number; rejected: Rejected[] };

const STOCK_COLUMNS = ["Car", "Stock no.", "Price", "Status", "Website", "Views"] as const;

/** Issue 17 §3 Stock: search, filter, row actions, price edit and a feed upload. */
export function StockScreen() {
  const [query, setQuery] = useState({ q: "", mark: "", visibility: "", page: 1 });
  const [page, setPage] = useState<Page | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [imported, setImported] = useState<Imported | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const load = useCallback(async () => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value) params.set(key, String(value));
    const res = await consoleApi<Page>(`/stock?${params}`);
    if (res.ok) setPage(res.data);
    else setStatus(res.message);
  }, [query]);
  useEffect(() => {
    void load();
  }, [load]);

  async function edit(row: Row, body: Record<string, unknown>) {
    const res = await consoleApi(`/stock/${encodeURIComponent(row.id)}`, {
      method: "PATCH",
      json: body,
    });
    setStatus(res.ok ? `Saved ${row.title}.` : `${row.title}: ${res.message}`);
    if (res.ok) await load();
  }

  async function upload(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = new FormData(event.currentTarget).get("feed");
    if (!(file instanceof File) || file.size === 0) return setStatus("Please choose a feed file.");
    setProgress(0);
    setImported(null);
    const text = await file.text();
    setProgress(50);
    const res = await consoleApi<Imported>(`/stock/import?name=${encodeURIComponent(file.name)}`, {
      method: "POST",
      text,
    });
    setProgress(100);
    if (res.ok) setImported(res.data);
    setStatus(res.ok ? `Imported ${file.name}.` : res.message);
    await load();
  }

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Stock</h1>
      <form
        aria-label="Search stock"
        onSubmit={(e) => {
          e.preventDefault();
          const data = new FormData(e.currentTarget);
          setQuery({
            q: String(data.get("q") ?? ""),
            mark: String(data.get("mark") ?? ""),
            visibility: String(data.get("visibility") ?? ""),
            page: 1,
          });
        }}
        className="flex flex-wrap items-end gap-3"
      >
        <label className="flex flex-col">
          Search
          <input name="q" type="search" defaultValue={query.q} className={fieldClass} />
        </label>
        <label className="flex flex-col">
          Status
          <select name="mark" defaultValue={query.mark} className={fieldClass}>
            <option value="">Any</option>
            <option value="available">Available</option>
            <option value="reserved">Reserved</option>
            <option value="sold">Sold</option>
          </select>
        </label>
        <label className="flex flex-col">
          On the website
          <select name="visibility" defaultValue={query.visibility} className={fieldClass}>
            <option value="">Shown or hidden</option>
            <option value="shown">Shown</option>
            <option value="hidden">Hidden</option>
          </select>
        </label>
        <button type="submit" className={buttonClass}>
          Search
        </button>
      </form>
      <p role="status" aria-live="polite">
        {status}
      </p>
      {page ? (
        <div>
          <ConsoleTable
            caption={`${countOf(page.total, "car")}, page ${page.page} of ${page.pages}`}
            columns={STOCK_COLUMNS}
          >
            {page.rows.map((row) => (
              <StockRowView key={row.id} row={row} onEdit={edit} />
            ))}
          </ConsoleTable>
          <Pager
            page={page.page}
            pages={page.pages}
            total={page.total}
            noun="car"
            onPage={(to) => setQuery({ ...query, page: to })}
          />
        </div>
      ) : null}
      <form onSubmit={upload} className="flex flex-col gap-2 rounded bg-white p-4">
        <h2 className="text-xl font-bold">Upload a stock feed</h2>
        <label htmlFor="feed-file">Feed file (JSON array or NDJSON of cars)</label>
        <input id="feed-file" name="feed" type="file" accept=".json,.ndjson,.txt" />
        <button type="submit" className={`${buttonClass} self-start`}>
          Import
        </button>
        {progress !== null ? (
          <progress max={100} value={progress} aria-label="Import progress">
            {progress}%
          </progress>
        ) : null}
        {imported ? (
          <div>
            <p>
              {imported.added} added, {imported.updated} updated, {imported.rejected.length}{" "}
              rejected ({imported.rows} rows).
            </p>
            {imported.rejected.length > 0 ? (
              <ul className="list-disc pl-6">
                {imported.rejected.map((r) => (
                  <li key={`${r.line}-${r.field}`}>
                    Line {r.line}
                    {r.id ? ` (car ${r.id})` : ""}: {r.field}: {r.reason}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </form>
    </div>
  );
}

function StockRowView({
  row,
  onEdit,
}: {
  row: Row;
  onEdit: (row: Row, body: Record<string, unknown>) => Promise<void>;
}) {
  const priceId = `price-${row.id}`;
  return (
    <tr className="border-b align-top">
      <Cell label="Car" className="font-semibold md:font-normal">
        {row.slug ? (
          <a className="underline" href={`/cars/${row.slug}`}>
            {row.title}
          </a>
        ) : (
          row.title
        )}
      </Cell>
      <Cell label="Stock no.">{row.stocknum ?? "–"}</Cell>
      <Cell label="Price">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void onEdit(row, {
              action: "price",
              price: String(new FormData(e.currentTarget).get("price")),
            });
          }}
          className="flex gap-1"
        >
          <label htmlFor={priceId} className="sr-only">
            Price of {row.title}
          </label>
          <input
            id={priceId}
            name="price"
            inputMode="decimal"
            defaultValue={row.price ?? ""}
            placeholder={row.price === null ? "No price" : formatMoney(row.price)}
            className={`${fieldClass} w-28`}
          />
          <button type="submit" className="underline">
            Save price
          </button>
        </form>
      </Cell>
      <Cell label="Status">
        <label className="sr-only" htmlFor={`mark-${row.id}`}>
          Status of {row.title}
        </label>
        <select
          id={`mark-${row.id}`}
          value={row.mark}
          onChange={(e) => void onEdit(row, { action: "mark", status: e.target.value })}
          className={fieldClass}
        >
          <option value="available">Available</option>
          <option value="reserved">Reserved</option>
          <option value="sold">Sold</option>
        </select>
      </Cell>
      <Cell label="Website">
        <button
          type="button"
          className="underline"
          onClick={() => void onEdit(row, { action: row.shown ? "hide" : "show" })}
        >
          {row.shown ? `Hide ${row.title}` : `Show ${row.title}`}
        </button>
      </Cell>
      <Cell label="Views" className="text-right tabular-nums">
        <span data-testid="stock-views">{row.views}</span>
      </Cell>
    </tr>
  );
}
