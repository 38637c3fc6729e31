"use client";

import type { HolidayCalendar } from "@forecourt/core";
import { createContext, type ReactNode, useContext } from "react";

/** Public holidays by location id, then yyyy-MM-dd → name: the server looks them up (issue 18). */
export type LocationHolidays = Record<string, Record<string, string>>;

const HolidaysContext = createContext<LocationHolidays>({});

/**
 * The holiday names the server found for the locations shown, so the holiday library's data
 * stays on the server and the cards still close on a public holiday.
 */
export function HolidaysProvider({
  holidays,
  children,
}: {
  holidays: LocationHolidays;
  children: ReactNode;
}) {
  return <HolidaysContext.Provider value={holidays}>{children}</HolidaysContext.Provider>;
}

/** A location's public holidays as core's HolidayCalendar. */
export function useLocationHolidays(locationId: string): HolidayCalendar {
  const days = useContext(HolidaysContext)[locationId] ?? {};
  return (date) => days[date] ?? null;
}
