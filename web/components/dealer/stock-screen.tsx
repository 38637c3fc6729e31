"use client";

import {
  formatStockListQuery,
  parseStockListQuery,
  type StockListQuery,
  type StockSort,
} from "@forecourt/core/dealer/stock-list-query";
import { countOf } from "@forecourt/core/format/thousands";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useState } from "react";
import { type ApiAnswerOf, callApi } from "@/lib/client/api-client";
import { failureLine } from "@/lib/client/problem";
import { ConsoleTable } from "./console-table";
import { Pager } from "./pager";
import { useStaffAbilities } from "./staff-abilities";
import { StockBulkActions } from "./stock-bulk";
import { SORT_LABELS, StockFilters } from "./stock-filters";
import { type StockEdit, type StockRow, StockRowView } from "./stock-row";
import { StockUpload } from "./stock-upload";

/** A page of the list, as the API's DealerStockPage schema defines it. */
type Page = ApiAnswerOf<"GET /dealer/stock">;

/** The list's columns in order; the sortable ones carry their sort. */
const COLUMNS: { label: string; sort?: StockSort }[] = [
  { label: "Photo", sort: "photo" },
  { label: "Car", sort: "car" },
  { label: "Stock no.", sort: "stocknum" },
  { label: "Km", sort: "km" },
  { label: "Price", sort: "price" },
  { label: "Days in stock", sort: "days" },
  { label: "Location", sort: "location" },
  { label: "Views", sort: "views" },
  { label: "Leads", sort: "leads" },
  { label: "Status", sort: "status" },
  { label: "Website" },
];

const href = (query: StockListQuery) => `/dealer/stock${formatStockListQuery(query)}`;

/**
 * Issue 35 §1 Stock: the columns a used-car manager works from, filtered and sorted by each,
 * the filters and page in the address (a reload keeps them), a selection with bulk actions and
 * their preview. What a member can change comes from core's abilities for their role: sales see
 * the list without price boxes, selection or bulk actions.
 */
export function StockScreen({
  query,
  queryError,
  locations,
}: {
  query: StockListQuery;
  /** The address's bad part, if any ("kmMax must be …"): the list is shown unfiltered. */
  queryError: string | null;
  locations: { id: string; name: string }[];
}) {
  const router = useRouter();
  const [page, setPage] = useState<Page | null>(null);
  const [status, setStatus] = useState<string | null>(queryError);
  const [selected, setSelected] = useState<string[]>([]);
  const canEdit = useStaffAbilities()?.abilities.has("stock") ?? false;

  const load = useCallback(async () => {
    const res = await callApi("GET /dealer/stock", {
      query: formatStockListQuery(query).slice(1),
      fallback: null,
    });
    if (res.ok) setPage(res.data);
    else setStatus(failureLine(res));
  }, [query]);
  useEffect(() => {
    void load();
    setSelected([]);
  }, [load]);

  const go = (next: StockListQuery) => router.push(href(next), { scroll: false });

  async function edit(row: StockRow, body: StockEdit) {
    const res = await callApi("PATCH /dealer/stock/{id}", {
      params: { id: row.id },
      body,
      fallback: null,
    });
    setStatus(res.ok ? `Saved ${row.title}.` : `${row.title}: ${failureLine(res)}`);
    if (res.ok) await load();
    return res;
  }

  const select = (id: string, on: boolean) =>
    setSelected((now) => (on ? [...new Set([...now, id])] : now.filter((x) => x !== id)));
  const allIds = page?.rows.map((r) => r.id) ?? [];
  const allSelected = allIds.length > 0 && allIds.every((id) => selected.includes(id));

  const heading = (column: (typeof COLUMNS)[number]) => {
    if (!column.sort) return column.label;
    const current = (query.sort ?? "stocknum") === column.sort;
    const dir = current && query.dir !== "desc" ? "desc" : undefined;
    return (
      <a className="underline" href={href({ ...query, sort: column.sort, dir, page: undefined })}>
        {column.label}
        {current ? (query.dir === "desc" ? " ↓" : " ↑") : ""}
        <span className="sr-only">
          {current
            ? `, sorted ${query.dir === "desc" ? "highest" : "lowest"} first`
            : `, sort by ${SORT_LABELS[column.sort]}`}
        </span>
      </a>
    );
  };
  const columns = [
    ...(canEdit
      ? [
          <label key="all" className="flex items-center gap-1">
            <input
              type="checkbox"
              checked={allSelected}
              onChange={(e) => setSelected(e.target.checked ? allIds : [])}
              className="h-5 w-5"
            />
            <span className="sr-only">Select every car on this page</span>
          </label>,
        ]
      : []),
    ...COLUMNS.map(heading),
  ];

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <h1 className="text-2xl font-bold">Stock</h1>
      <StockFilters
        key={formatStockListQuery(query)}
        query={query}
        locations={locations}
        onApply={(values) => {
          const parsed = parseStockListQuery(values);
          if (!parsed.ok) return setStatus(parsed.message);
          setStatus(null);
          go(parsed.query);
        }}
      />
      <p role="status" aria-live="polite">
        {status}
      </p>
      {canEdit && selected.length > 0 ? (
        <StockBulkActions
          selected={selected}
          locations={locations}
          onDone={(message) => {
            setSelected([]);
            // Said once the list shows the change.
            void load().then(() => setStatus(message));
          }}
        />
      ) : null}
      {page ? (
        <div className="stock-cards min-w-0">
          <ConsoleTable
            caption={`${countOf(page.total, "car")}, page ${page.page} of ${page.pages}`}
            columns={columns}
          >
            {page.rows.map((row) => (
              <StockRowView
                key={row.id}
                row={row}
                canEdit={canEdit}
                selected={selected.includes(row.id)}
                onSelect={select}
                onEdit={edit}
              />
            ))}
          </ConsoleTable>
          <Pager
            page={page.page}
            pages={page.pages}
            total={page.total}
            noun="car"
            hrefFor={(to) => href({ ...query, page: to })}
          />
        </div>
      ) : null}
      {canEdit ? (
        <StockUpload
          onImported={(message) => {
            setStatus(message);
            void load();
          }}
        />
      ) : null}
    </div>
  );
}
