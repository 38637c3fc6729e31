"use client";

import { useEffect, useState } from "react";
import { consoleApi } from "./console-api";
import { Cell, ConsoleTable } from "./console-table";

type Entry = {
  id: number;
  actor: { email: string; role: string };
  action: string;
  target: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: string;
  /** "29/11/2026 07:04 (Australia/Brisbane)": the site's wall clock (the API writes it). */
  atText: string;
};

const AUDIT_COLUMNS = ["When", "Who", "What", "Before", "After"] as const;

/** Issue 17 §3 Audit log: who changed what, from what to what, and when. */
export function AuditScreen() {
  const [entries, setEntries] = useState<Entry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void consoleApi<{ entries: Entry[] }>("/audit").then((res) =>
      res.ok ? setEntries(res.data.entries) : setError(res.message),
    );
  }, []);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Audit log</h1>
      {error ? <p role="alert">{error}</p> : null}
      {entries ? (
        <ConsoleTable caption={`${entries.length} changes, newest first`} columns={AUDIT_COLUMNS}>
          {entries.map((e) => (
            <tr key={e.id} className="border-b align-top">
              <Cell label="When">
                <time dateTime={e.at}>{e.atText}</time>
              </Cell>
              <Cell label="Who">
                {e.actor.email} ({e.actor.role})
              </Cell>
              <Cell label="What">
                {e.action} · {e.target}
              </Cell>
              <Cell label="Before" className="font-mono text-sm break-all">
                {e.before ? JSON.stringify(e.before) : "–"}
              </Cell>
              <Cell label="After" className="font-mono text-sm break-all">
                {e.after ? JSON.stringify(e.after) : "–"}
              </Cell>
            </tr>
          ))}
        </ConsoleTable>
      ) : null}
    </div>
  );
}
