"use client";

import { useEffect, useState } from "react";

/**
 * The clock (epoch ms) opening hours read "today" from, each location in its own zone: the
 * server's first, then the visitor's once the page is live, so a cached page never shows last
 * week's hours.
 */
export function useNow(serverNow: number): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    setNow(Date.now());
  }, []);
  return now;
}
