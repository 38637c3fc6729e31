"use client";

import { useState } from "react";
import { type ApiAnswerOf, callApi } from "@/lib/client/api-client";
import { failureLine } from "@/lib/client/problem";
import { useMutation } from "@/lib/client/use-mutation";
import { buttonClass } from "./console-styles";

/** The import's counts and rejected rows, as the API's DealerStockImport schema defines them. */
type Imported = ApiAnswerOf<"POST /dealer/stock/import">;

/** Upload a stock feed file (managers and up): the CLI's import, with the rejected rows listed. */
export function StockUpload({ onImported }: { onImported: (message: string) => void }) {
  const [imported, setImported] = useState<Imported | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const importing = useMutation();

  async function upload(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = new FormData(event.currentTarget).get("feed");
    if (!(file instanceof File) || file.size === 0) return onImported("Please choose a feed file.");
    setProgress(0);
    setImported(null);
    const text = await file.text();
    setProgress(50);
    const res = await importing.send(() =>
      callApi("POST /dealer/stock/import", {
        query: `name=${encodeURIComponent(file.name)}`,
        text,
        fallback: null,
      }),
    );
    if (!res) return;
    setProgress(100);
    if (res.ok) setImported(res.data);
    onImported(res.ok ? `Imported ${file.name}.` : failureLine(res));
  }

  return (
    <form onSubmit={upload} className="flex flex-col gap-2 rounded bg-white p-4">
      <h2 className="text-xl font-bold">Upload a stock feed</h2>
      <label htmlFor="feed-file">Feed file (JSON array or NDJSON of cars)</label>
      <input
        id="feed-file"
        name="feed"
        type="file"
        accept=".json,.ndjson,.txt"
        className="max-w-full"
      />
      <button type="submit" className={`${buttonClass} self-start`}>
        Import
      </button>
      {progress !== null ? (
        <progress max={100} value={progress} aria-label="Import progress">
          {progress}%
        </progress>
      ) : null}
      {imported ? (
        <div>
          <p>
            {imported.added} added, {imported.updated} updated, {imported.rejected.length} rejected
            ({imported.rows} rows).
          </p>
          {imported.rejected.length > 0 ? (
            <ul className="list-disc pl-6">
              {imported.rejected.map((r) => (
                <li key={`${r.line}-${r.field}`}>
                  Line {r.line}
                  {r.id ? ` (car ${r.id})` : ""}: {r.field}: {r.reason}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
