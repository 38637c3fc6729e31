"use client";

import { type ReactNode, useEffect, useState } from "react";

type Props = { headerAt: number; barAt: number; children: ReactNode };

/**
 * Marks how far the page has scrolled on a wrapper (`data-past-header`, `data-past-bar`) so the
 * server-rendered sticky bars inside can show and change by CSS; only this listener ships.
 */
export function ScrollMarks({ headerAt, barAt, children }: Props) {
  const [scroll, setScroll] = useState(0);
  useEffect(() => {
    const onScroll = () => setScroll(window.scrollY);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return (
    <div
      className="group/scroll"
      data-past-header={scroll >= headerAt}
      data-past-bar={scroll > barAt}
    >
      {children}
    </div>
  );
}
