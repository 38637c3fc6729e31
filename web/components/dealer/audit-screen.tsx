"use client";

import { useEffect, useState } from "react";
import { type ApiAnswerOf, callApi } from "@/lib/client/api-client";
import { Cell, ConsoleTable } from "./console-table";
import { RequireAbility } from "./staff-abilities";

/** One change, as the API's AuditPage schema defines it (atText: the site's wall clock). */
type Entry = ApiAnswerOf<"GET /dealer/audit">["entries"][number];

const AUDIT_COLUMNS = ["When", "Who", "What", "Before", "After"] as const;

/** Issue 17 §3 Audit log: who changed what, from what to what, and when (owners: "audit"). */
export function AuditScreen() {
  return (
    <RequireAbility ability="audit" title="Audit log">
      <AuditLog />
    </RequireAbility>
  );
}

function AuditLog() {
  const [entries, setEntries] = useState<Entry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void callApi("GET /dealer/audit").then((res) =>
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
