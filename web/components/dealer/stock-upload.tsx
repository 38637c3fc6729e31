"use client";

import { useState } from "react";
import { buttonClass, consoleApi } from "./console-api";

type Rejected = { line: number; id: string | null; field: string; reason: string };
type Imported = { rows: number; added: number; updated: number; rejected: Rejected[] };

/** Upload a stock feed file (managers and up): the CLI's import, with the rejected rows listed. */
export function StockUpload({ onImported }: { onImported: (message: string) => void }) {
  const [imported, setImported] = useState<Imported | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  async function upload(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = new FormData(event.currentTarget).get("feed");
    if (!(file instanceof File) || file.size === 0) return onImported("Please choose a feed file.");
    setProgress(0);
    setImported(null);
    const text = await file.text();
    setProgress(50);
    const res = await consoleApi<Imported>(`/stock/import?name=${encodeURIComponent(file.name)}`, {
      method: "POST",
      text,
    });
    setProgress(100);
    if (res.ok) setImported(res.data);
    onImported(res.ok ? `Imported ${file.name}.` : res.message);
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
