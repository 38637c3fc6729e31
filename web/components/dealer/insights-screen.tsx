"use client";

import { calendarDayText } from "@forecourt/core";
import dynamic from "next/dynamic";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { useKeepEarlyInput } from "@/components/forms/keep-early-input";
import { type ApiAnswerOf, callApi } from "@/lib/client/api-client";
import { failureLine } from "@/lib/client/problem";
import { buttonClass, fieldClass } from "./console-styles";
import { RequireAbility } from "./staff-abilities";

// The chart library loads with this screen only, never on shopper pages (and never on the server).
const InsightsChart = dynamic(() => import("./insights-chart").then((m) => m.InsightsChart), {
  ssr: false,
});

/** The report, as the API's DealerInsights schema defines it. */
type Report = ApiAnswerOf<"GET /dealer/insights">;
type Figures = Report["totals"];

const ratio = (r: number | null) => (r === null ? "–" : `${(r * 100).toFixed(1)}%`);
const count = new Intl.NumberFormat("en-AU");
const readable = (search: string) => {
  try {
    return decodeURIComponent(search);
  } catch {
    return search;
  }
};

function FiguresTable<T extends Figures>(props: {
  caption: string;
  head: string;
  rows: T[];
  name: (row: T) => React.ReactNode;
  rowKey: (row: T) => string;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse bg-white text-left text-sm">
        <caption className="p-2 text-left text-lg font-semibold">{props.caption}</caption>
        <thead>
          <tr className="border-b">
            <th scope="col" className="p-2">
              {props.head}
            </th>
            <th scope="col" className="p-2 text-right">
              Views
            </th>
            <th scope="col" className="p-2 text-right">
              Leads
            </th>
            <th scope="col" className="p-2 text-right">
              Leads per view
            </th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={props.rowKey(row)} className="border-b last:border-0">
              <th scope="row" className="p-2 font-normal">
                {props.name(row)}
              </th>
              <td className="p-2 text-right">{count.format(row.views)}</td>
              <td className="p-2 text-right">{count.format(row.leads)}</td>
              <td className="p-2 text-right">{ratio(row.leadsPerView)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Issue 17 §3 Insights: a chart of views and leads per day, tables by car, model and day. */
export function InsightsScreen() {
  return (
    <RequireAbility ability="insights" title="Insights">
      <InsightsReport />
    </RequireAbility>
  );
}

function InsightsReport() {
  const [report, setReport] = useState<Report | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [range, setRange] = useState({ from: "", to: "" });
  const load = useCallback(async (from: string, to: string) => {
    const query = new URLSearchParams();
    if (from) query.set("from", from);
    if (to) query.set("to", to);
    const res = await callApi("GET /dealer/insights", { query: query.toString(), fallback: null });
    if (!res.ok) return setError(failureLine(res));
    setError(null);
    setReport(res.data);
    setRange({ from: res.data.from, to: res.data.to });
  }, []);
  useEffect(() => {
    void load("", "");
  }, [load]);
  const rangeForm = useRef<HTMLFormElement>(null);
  useKeepEarlyInput(rangeForm);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void load(range.from, range.to);
  };
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Insights</h1>
      <form ref={rangeForm} onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-sm">
          From
          <input
            type="date"
            className={fieldClass}
            value={range.from}
            onChange={(e) => setRange({ ...range, from: e.target.value })}
          />
        </label>
        <label className="flex flex-col text-sm">
          To
          <input
            type="date"
            className={fieldClass}
            value={range.to}
            onChange={(e) => setRange({ ...range, to: e.target.value })}
          />
        </label>
        <button type="submit" className={buttonClass}>
          Show
        </button>
      </form>
      {error ? <p role="alert">{error}</p> : null}
      {report ? (
        <>
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
            {[
              ["Views", count.format(report.totals.views)],
              ["Leads", count.format(report.totals.leads)],
              ["Leads per view", ratio(report.totals.leadsPerView)],
              ["Spam kept out", count.format(report.spamLeads)],
            ].map(([term, value]) => (
              <div key={term} className="rounded border border-gray-200 bg-white p-3">
                <dt className="text-sm text-gray-700">{term}</dt>
                <dd className="text-2xl font-bold">{value}</dd>
              </div>
            ))}
          </dl>
          <figure className="rounded border border-gray-200 bg-white p-3">
            <figcaption className="mb-2 font-semibold">
              Views (solid blue) and leads (dashed orange) per day, {calendarDayText(report.from)}{" "}
              to {calendarDayText(report.to)}. The table “By day” below has the same figures.
            </figcaption>
            <InsightsChart days={report.byDay} />
          </figure>
          <FiguresTable
            caption="By car"
            head="Car"
            rows={report.byCar}
            rowKey={(r) => r.carId}
            name={(r) =>
              r.slug ? (
                <a className="underline" href={`/cars/${r.slug}`}>
                  {r.title}
                </a>
              ) : (
                r.title
              )
            }
          />
          <FiguresTable
            caption="By model"
            head="Model"
            rows={report.byModel}
            rowKey={(r) => r.model}
            name={(r) => r.model}
          />
          <section className="flex flex-col gap-2">
            <h2 className="text-lg font-semibold">Top searches with no results</h2>
            {report.zeroResultSearches.length === 0 ? (
              <p>No search found nothing in this range.</p>
            ) : (
              <ol className="list-decimal bg-white py-2 pl-8 pr-2 text-sm">
                {report.zeroResultSearches.map((s) => (
                  <li key={s.search} className="break-all py-1">
                    <a className="underline" href={s.search}>
                      {readable(s.search)}
                    </a>{" "}
                    ({count.format(s.count)})
                  </li>
                ))}
              </ol>
            )}
          </section>
          <FiguresTable
            caption="By day"
            head="Day"
            rows={[...report.byDay].reverse()}
            rowKey={(r) => r.day}
            name={(r) => calendarDayText(r.day)}
          />
        </>
      ) : null}
    </div>
  );
}
