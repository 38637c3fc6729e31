"use client";

import { calendarDateIn } from "@forecourt/core";
import { useEffect, useState } from "react";

/**
 * Today's date (yyyy-MM-dd, Australia/Brisbane) for opening hours: the server's date first, then
 * the visitor's clock once the page is live, so a cached page never shows last week's hours.
 */
export function useToday(serverToday: string): string {
  const [today, setToday] = useState(serverToday);
  useEffect(() => {
    setToday(calendarDateIn(new Date()));
  }, []);
  return today;
}
