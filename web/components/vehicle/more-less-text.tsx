"use client";

import { type ReactNode, useState } from "react";

type Props = {
  /** The id the shown block carries, for the toggle's aria-controls. */
  id: string;
  /** The collapsed and the whole text, both rendered on the server. */
  collapsed: ReactNode;
  expanded: ReactNode;
};

/** Swaps a collapsed text for the whole of it with a Show more / Show less toggle (§4). */
export function MoreLessText({ id, collapsed, expanded }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <div id={id}>{open ? expanded : collapsed}</div>
      <button
        type="button"
        className="mt-2 font-semibold text-brand underline"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? "Show less" : "Show more"}
      </button>
    </>
  );
}
