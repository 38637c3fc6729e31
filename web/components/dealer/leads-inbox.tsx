"use client";

import { countOf } from "@forecourt/core/format/thousands";
import { FIX_ERRORS_HEADING } from "@forecourt/core/leads/messages";
import { useEffect, useState } from "react";
import { type ApiAnswerOf, callApi } from "@/lib/client/api-client";
import { buttonClass, fieldClass } from "./console-styles";
import { Cell, ConsoleTable } from "./console-table";
import { DELIVERY_LABELS, kindLabel, LEAD_STATUS_LABELS } from "./lead-labels";
import { FirstResponseText, ownerText } from "./lead-ownership";
import { SpamButton, spamReasonsText } from "./lead-spam";
import { Pager } from "./pager";

/** A page of the inbox, as the API's InboxPage schema defines it. */
type InboxPage = ApiAnswerOf<"GET /dealer/leads">;

/** The inbox's filters as they stand in the address (all optional). */
export type InboxFilters = {
  kind?: string;
  status?: string;
  location?: string;
  from?: string;
  to?: string;
  /** "true": the Spam tab (issue 34 §4). */
  spam?: string;
  page?: string;
};

const FILTER_KEYS = ["kind", "status", "location", "from", "to", "spam"] as const;
const COLUMNS = [
  "Received",
  "Kind",
  "From",
  "Location",
  "Owner",
  "First response",
  "Status",
  "Delivery",
  "Spam",
] as const;

/** The filters (and a page) as a query string, empty values left out. */
function queryOf(filters: InboxFilters, page?: number): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) if (filters[key]) params.set(key, filters[key] ?? "");
  if (page && page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * Issue 17 §3 leads inbox: every kind, newest first, filtered by kind, status, location and
 * dates (the filters live in the address, so a filtered inbox can be bookmarked), paged, with
 * the same filters as a CSV export.
 */
export function LeadsInbox({
  filters,
  kinds,
  locations,
}: {
  filters: InboxFilters;
  kinds: readonly string[];
  locations: readonly { id: string; name: string }[];
}) {
  const [page, setPage] = useState<InboxPage | null>(null);
  const [error, setError] = useState<{ message: string; errors: Record<string, string> } | null>(
    null,
  );
  const search = queryOf(filters, Number(filters.page ?? 1));
  useEffect(() => {
    void callApi("GET /dealer/leads", { query: search.slice(1) }).then((res) => {
      if (res.ok) setPage(res.data);
      // The one banner rule leaves the banner out when the filters' errors say it all.
      else setError({ message: res.message ?? FIX_ERRORS_HEADING, errors: res.errors });
    });
  }, [search]);

  const fieldError = (name: string) =>
    error?.errors[name] ? (
      <span id={`${name}-error`} className="text-sm text-red-700">
        {error.errors[name]}
      </span>
    ) : null;
  const described = (name: string) => (error?.errors[name] ? `${name}-error` : undefined);
  const pages = page ? Math.ceil(page.total / page.pageSize) : 0;
  const spamTab = filters.spam === "true";
  // A marked lead leaves this list at once (it now belongs to the other tab).
  const drop = (id: string) =>
    setPage((p) =>
      p ? { ...p, leads: p.leads.filter((l) => l.id !== id), total: p.total - 1 } : p,
    );

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{spamTab ? "Spam" : "Leads"}</h1>
      <nav aria-label="Inbox or spam" className="flex gap-4">
        <a href="/dealer/leads" aria-current={spamTab ? undefined : "page"} className="underline">
          Inbox
        </a>
        <a
          href="/dealer/leads?spam=true"
          aria-current={spamTab ? "page" : undefined}
          className="underline"
        >
          Spam
        </a>
      </nav>
      <form
        method="get"
        action="/dealer/leads"
        aria-label="Filter leads"
        className="grid grid-cols-2 items-end gap-3 md:flex md:flex-wrap"
      >
        {spamTab ? <input type="hidden" name="spam" value="true" /> : null}
        <label className="flex flex-col">
          Kind
          <select name="kind" defaultValue={filters.kind ?? ""} className={fieldClass}>
            <option value="">Every kind</option>
            {kinds.map((kind) => (
              <option key={kind} value={kind}>
                {kindLabel(kind)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col">
          Status
          <select name="status" defaultValue={filters.status ?? ""} className={fieldClass}>
            <option value="">Any status</option>
            {Object.entries(LEAD_STATUS_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="col-span-2 flex flex-col">
          Location
          <select name="location" defaultValue={filters.location ?? ""} className={fieldClass}>
            <option value="">Every location</option>
            {locations.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col">
          From
          <input
            type="date"
            name="from"
            defaultValue={filters.from ?? ""}
            aria-describedby={described("from")}
            className={fieldClass}
          />
          {fieldError("from")}
        </label>
        <label className="flex flex-col">
          To
          <input
            type="date"
            name="to"
            defaultValue={filters.to ?? ""}
            aria-describedby={described("to")}
            className={fieldClass}
          />
          {fieldError("to")}
        </label>
        <button type="submit" className={buttonClass}>
          Show leads
        </button>
        <a className="self-center underline" href={`/api/dealer/leads.csv${queryOf(filters)}`}>
          Export CSV
        </a>
      </form>
      {error ? (
        <p role="alert" className="text-red-700">
          {error.message}
        </p>
      ) : null}
      {page ? (
        <div>
          <ConsoleTable
            caption={`${countOf(page.total, "lead")}, newest first, page ${page.page} of ${Math.max(pages, 1)}`}
            columns={COLUMNS}
          >
            {page.leads.map((lead) => (
              <tr key={lead.id} className="border-b align-top">
                <Cell label="Received">
                  <a className="font-semibold underline" href={`/dealer/leads/${lead.id}`}>
                    <time dateTime={lead.createdAt}>{lead.received}</time>
                    <span className="sr-only">, open the lead from {lead.name ?? "a shopper"}</span>
                  </a>
                </Cell>
                <Cell label="Kind">{kindLabel(lead.kind)}</Cell>
                <Cell label="From">
                  {lead.name ?? "–"}
                  {lead.email ? (
                    <span className="block text-sm break-all">{lead.email}</span>
                  ) : null}
                  {lead.phone ? <span className="block text-sm">{lead.phone}</span> : null}
                </Cell>
                <Cell label="Location">{lead.location ?? "–"}</Cell>
                <Cell label="Owner">{ownerText(lead.owner)}</Cell>
                <Cell label="First response">
                  <FirstResponseText value={lead.firstResponse} />
                </Cell>
                <Cell label="Status">{LEAD_STATUS_LABELS[lead.status]}</Cell>
                <Cell label="Delivery">{lead.delivery ? DELIVERY_LABELS[lead.delivery] : "–"}</Cell>
                <Cell label="Spam">
                  <span className="block text-sm">{spamReasonsText(lead.spam)}</span>
                  <SpamButton
                    leadId={lead.id}
                    spam={!spamTab}
                    label={spamTab ? "Not spam: deliver it" : "Mark spam"}
                    onDone={() => drop(lead.id)}
                  />
                </Cell>
              </tr>
            ))}
          </ConsoleTable>
          {page.leads.length === 0 ? <p>No leads match these filters.</p> : null}
          <Pager
            page={page.page}
            pages={pages}
            total={page.total}
            noun="lead"
            hrefFor={(to) => `/dealer/leads${queryOf(filters, to)}`}
          />
        </div>
      ) : null}
    </div>
  );
}
