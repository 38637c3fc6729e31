"use client";

import { type ComponentType, type LazyExoticComponent, Suspense, useState } from "react";

type Props<P> = {
  label: string;
  className: string;
  /** Starts fetching the dialog's module (the same import the lazy Dialog makes). */
  load: () => Promise<unknown>;
  Dialog: LazyExoticComponent<ComponentType<P & { opens: number }>>;
  dialogProps: P;
};

/**
 * A button whose dialog is fetched when the shopper reaches for it (pointer over or focus), so a
 * page view ships only the button. Each click bumps `opens`, which the dialog reads to open
 * again after it was closed.
 */
export function LazyDialogButton<P extends object>({
  label,
  className,
  load,
  Dialog,
  dialogProps,
}: Props<P>) {
  const [opens, setOpens] = useState(0);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onPointerEnter={() => void load()}
        onFocus={() => void load()}
        onClick={() => setOpens((n) => n + 1)}
        className={className}
      >
        {label}
      </button>
      {opens > 0 ? (
        <Suspense fallback={null}>
          <Dialog {...dialogProps} opens={opens} />
        </Suspense>
      ) : null}
    </>
  );
}
