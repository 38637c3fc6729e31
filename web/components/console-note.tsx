"use client";

import { useEffect } from "react";

/** §8 console-only messages (e.g. 'Missing phone number'): logged once in the browser, nothing shown. */
export function ConsoleNote({ message }: { message: string }) {
  useEffect(() => {
    console.warn(message);
  }, [message]);
  return null;
}
