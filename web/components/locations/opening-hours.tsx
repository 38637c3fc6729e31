"use client";

import {
  calendarDateIn,
  hoursTypesOf,
  type Location,
  locationTabLabel,
  locationTimeZone,
  openingWeek,
  WEEKDAY_NAMES as WEEKDAYS,
} from "@forecourt/core";
import { useId, useState } from "react";
import { useSite } from "@/components/forms/site-context";
import { useLocationHolidays } from "./holidays-context";

type Props = {
  location: Location;
  /** The tab's type ("" shows as sales). */
  type: string;
  /** The clock (epoch ms); today is the location's own date (issue 18). */
  now: number;
};

/**
 * §2 a location's opening hours for the seven days from today, switchable by location type;
 * special hours (a public holiday closure, shorter hours) replace the weekly hours on their date,
 * and a public holiday with none closes the day.
 */
export function OpeningHours({ location, type, now }: Props) {
  const site = useSite();
  const today = calendarDateIn(new Date(now), locationTimeZone(location, site.country));
  const holidays = useLocationHolidays(location.id);
  const types = hoursTypesOf(location);
  const own = type === "" ? "sales" : type;
  const [hoursType, setHoursType] = useState(types.includes(own) ? own : (types[0] ?? own));
  const id = useId();
  const week = openingWeek(location, today, hoursType, holidays);
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-title`} className="text-sm font-bold uppercase tracking-wide text-gray-700">
          Opening hours
        </h3>
        {types.length > 1 ? (
          <label className="flex items-center gap-2 text-sm">
            <span className="text-gray-700">Hours for</span>
            <select
              value={hoursType}
              onChange={(e) => setHoursType(e.target.value)}
              className="rounded-md border border-gray-400 bg-white px-2 py-1 text-sm"
              data-testid="hours-type"
            >
              {types.map((t) => (
                <option key={t} value={t}>
                  {locationTabLabel(t)}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <span className="text-sm text-gray-700">{locationTabLabel(hoursType)}</span>
        )}
      </div>
      <table className="mt-2 w-full text-sm" aria-labelledby={`${id}-title`}>
        <tbody>
          {week.map((day) => {
            const isToday = day.date === today;
            return (
              <tr
                key={day.date}
                className={isToday ? "bg-gray-100 font-semibold" : "font-normal"}
                data-testid="hours-row"
                data-date={day.date}
              >
                <th
                  scope="row"
                  className={`py-1 pl-2 text-left ${isToday ? "font-semibold" : "font-normal"}`}
                >
                  {WEEKDAYS[day.weekday]}
                  {isToday ? <span className="sr-only"> (today)</span> : null}
                </th>
                <td className="py-1 pr-2 text-right">
                  {day.holiday && !day.special ? (
                    <span className="mr-2 rounded bg-sky-100 px-1.5 py-0.5 text-xs font-semibold text-sky-900">
                      {day.holiday}
                    </span>
                  ) : null}
                  {day.special ? (
                    <span className="mr-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
                      Special hours
                    </span>
                  ) : null}
                  <span className={day.status === "Closed" ? "text-gray-700" : undefined}>
                    {day.text}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
