"use client";

import { useState } from "react";
import { recordEvent } from "@/lib/shopper-store";

/** Print and §4 PDF download (a preparing state, then a file named after the slug; alert on failure). */
export function PrintActions({ slug }: { slug: string }) {
  const [preparing, setPreparing] = useState(false);
  const download = async () => {
    setPreparing(true);
    try {
      const response = await fetch(`/api/cars/${encodeURIComponent(slug)}/pdf`);
      if (!response.ok)
        throw new Error(
          ((await response.json().catch(() => null)) as { message?: string } | null)?.message ??
            `PDF failed (${response.status})`,
        );
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = `${slug}.pdf`;
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      window.alert((error as Error).message);
    } finally {
      setPreparing(false);
    }
  };
  return (
    <div className="mt-4 flex gap-2 print:hidden">
      <button
        type="button"
        onClick={() => {
          recordEvent(61, { car: slug });
          window.print();
        }}
        className="rounded bg-brand px-4 py-2 font-semibold text-white"
      >
        Print
      </button>
      <button
        type="button"
        onClick={download}
        disabled={preparing}
        className="rounded border border-brand px-4 py-2 font-semibold text-brand disabled:opacity-60"
      >
        {preparing ? "Preparing PDF…" : "Download PDF"}
      </button>
    </div>
  );
}
