"use client";

import { type ReactNode, useId, useRef, useState } from "react";
import { useCollapseAnimation } from "./use-collapse-animation";

type Props = {
  /** The list element and its classes. */
  as: "dl" | "ul";
  className: string;
  /** The items, rendered on the server (each with its own key). */
  items: ReactNode[];
  /** How many show until the toggle is pressed. */
  limit: number;
  /** The toggle's words when closed and when open. */
  labels: { show: string; hide: string };
};

/**
 * A list that shows `limit` items with a toggle for the rest, the height animating over §9's
 * 300 ms. Its items come rendered from the server, so only this toggle ships to the browser
 * (shared by the specification and feature lists).
 */
export function ShowMoreList({ as: List, className, items, limit, labels }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const list = useRef<HTMLElement>(null);
  const measure = useCollapseAnimation(list, open);
  return (
    <>
      <List ref={list as never} id={id} className={className}>
        {open ? items : items.slice(0, limit)}
      </List>
      {items.length > limit ? (
        <button
          type="button"
          className="mt-3 font-semibold text-brand underline"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => {
            measure();
            setOpen((o) => !o);
          }}
        >
          {open ? labels.hide : labels.show}
        </button>
      ) : null}
    </>
  );
}
