"use client";

import { formatMoney } from "@forecourt/core";
import { STOCK_MARKS } from "@forecourt/core/dealer/stock-marks";
import type { ApiAnswer, ApiEndpoints } from "@/lib/client/api-client";
import { useMutation } from "@/lib/client/use-mutation";
import { fieldClass } from "./console-styles";
import { Cell } from "./console-table";

/** One car of the list, as the API's DealerStockRow schema defines it. */
export type StockRow = ApiEndpoints["GET /dealer/stock"]["answer"]["rows"][number];
/** A change to one car, as the API's DealerStockEdit schema takes it. */
export type StockEdit = ApiEndpoints["PATCH /dealer/stock/{id}"]["body"];

const MARK_LABELS = { available: "Available", reserved: "Reserved", sold: "Sold" } as const;
const number = (n: number | null, unit = "") =>
  n === null ? "–" : `${n.toLocaleString("en-AU")}${unit}`;

/**
 * One car of the stock list. `canEdit` (core's "stock" ability for the member's role) decides
 * whether its price box, status, website switch and selection box are there at all.
 */
export function StockRowView({
  row,
  canEdit,
  selected,
  onSelect,
  onEdit,
}: {
  row: StockRow;
  canEdit: boolean;
  selected: boolean;
  onSelect: (id: string, on: boolean) => void;
  /** Sends the change and answers the API's answer (the screen says what happened). */
  onEdit: (row: StockRow, body: StockEdit) => Promise<ApiAnswer<unknown>>;
}) {
  const priceId = `price-${row.id}`;
  // One change of this car at a time: a double click sends it once.
  const saving = useMutation();
  const edit = (body: StockEdit) => void saving.send(() => onEdit(row, body));
  return (
    <tr className="border-b align-top">
      {canEdit ? (
        <Cell label="Select">
          <input
            type="checkbox"
            aria-label={`Select ${row.title} (${row.stocknum ?? row.id})`}
            checked={selected}
            onChange={(e) => onSelect(row.id, e.target.checked)}
            className="h-5 w-5"
          />
        </Cell>
      ) : null}
      <Cell label="Photo">
        {row.photo ? (
          // biome-ignore lint/performance/noImgElement: dealer photos come from any feed host; a thumbnail needs no optimiser.
          <img
            src={row.photo}
            alt=""
            width={80}
            height={60}
            loading="lazy"
            className="h-[60px] w-[80px] rounded object-cover"
          />
        ) : (
          <span className="text-gray-600">No photo</span>
        )}
      </Cell>
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
      <Cell label="Km" className="tabular-nums">
        {number(row.km)}
      </Cell>
      <Cell label="Price">
        {canEdit ? (
          <form
            // Keyed by the price: a saved or bulk change shows in the box (defaultValue is read once).
            key={`${row.id}:${row.price}`}
            onSubmit={(e) => {
              e.preventDefault();
              edit({ action: "price", price: String(new FormData(e.currentTarget).get("price")) });
            }}
            className="flex flex-wrap gap-1"
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
        ) : (
          <span className="tabular-nums">
            {row.price === null ? "No price" : formatMoney(row.price)}
          </span>
        )}
      </Cell>
      <Cell label="Days in stock" className="tabular-nums">
        {number(row.days)}
      </Cell>
      <Cell label="Location">{row.location?.name ?? "–"}</Cell>
      <Cell label="Views" className="tabular-nums">
        <span data-testid="stock-views">{row.views}</span>
      </Cell>
      <Cell label="Leads" className="tabular-nums">
        {row.leads}
      </Cell>
      <Cell label="Status">
        {canEdit ? (
          <>
            <label className="sr-only" htmlFor={`mark-${row.id}`}>
              Status of {row.title}
            </label>
            <select
              id={`mark-${row.id}`}
              value={row.mark}
              onChange={(e) => {
                // The options are the marks: find gives the picked one its type.
                const status = STOCK_MARKS.find((mark) => mark === e.target.value);
                if (status) edit({ action: "mark", status });
              }}
              className={fieldClass}
            >
              <option value="available">Available</option>
              <option value="reserved">Reserved</option>
              <option value="sold">Sold</option>
            </select>
          </>
        ) : (
          MARK_LABELS[row.mark]
        )}
      </Cell>
      <Cell label="Website">
        {canEdit ? (
          <button
            type="button"
            className="underline"
            onClick={() => edit({ action: row.shown ? "hide" : "show" })}
          >
            {row.shown ? `Hide ${row.title}` : `Show ${row.title}`}
          </button>
        ) : row.shown ? (
          "Shown"
        ) : (
          "Hidden"
        )}
      </Cell>
    </tr>
  );
}
