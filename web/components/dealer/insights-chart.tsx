"use client";

import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

type Day = { day: string; views: number; leads: number };

const HEIGHT = 260;

/** dd/MM of a day's UTC-midnight timestamp (seconds), as the chart's x labels. */
const dayMonth = (ts: number) => {
  const date = new Date(ts * 1000);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(date.getUTCDate())}/${two(date.getUTCMonth() + 1)}`;
};

/**
 * Views and leads per day as a line chart (uPlot: a small canvas library, only on this dealer
 * screen). The canvas is hidden from screen readers: the table below it carries the same figures.
 */
export function InsightsChart({ days }: { days: Day[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const x = days.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000);
    const plot = new uPlot(
      {
        width: el.clientWidth,
        height: HEIGHT,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), "UTC"),
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: true } },
        axes: [
          // §9 dates are day-first: "27/11" (uPlot's default reads "11/27").
          { values: (_u, splits) => splits.map((ts) => dayMonth(ts)) },
          { label: "Views", size: 50 },
          { side: 1, label: "Leads", scale: "leads", grid: { show: false } },
        ],
        series: [
          {},
          { label: "Views", stroke: "#1d4ed8", width: 2 },
          { label: "Leads", stroke: "#b45309", width: 2, dash: [6, 4], scale: "leads" },
        ],
      },
      [x, days.map((d) => d.views), days.map((d) => d.leads)],
      el,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: el.clientWidth, height: HEIGHT }),
    );
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days]);
  return <div ref={box} aria-hidden="true" data-testid="insights-chart" className="w-full" />;
}
