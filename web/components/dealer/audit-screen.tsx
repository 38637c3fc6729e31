"use client";

import { useEffect, useState } from "react";
import { consoleApi } from "./console-api";

type Entry = {
  id: number;
  actor: { email: string; role: string };
  action: string;
  target: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: string;
};

const when = new Intl.DateTimeFormat("en-AU", { dateStyle: "short", timeStyle: "short" });

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
        <div className="overflow-x-auto">
          <table className="w-full min-w-[40rem] border-collapse bg-white text-left">
            <thead>
              <tr className="border-b">
                <th scope="col" className="p-2">
                  When
                </th>
                <th scope="col" className="p-2">
                  Who
                </th>
                <th scope="col" className="p-2">
                  What
                </th>
                <th scope="col" className="p-2">
                  Before
                </th>
                <th scope="col" className="p-2">
                  After
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id} className="border-b align-top">
                  <td className="p-2">{when.format(new Date(e.at))}</td>
                  <td className="p-2">
                    {e.actor.email} ({e.actor.role})
                  </td>
                  <td className="p-2">
                    {e.action} · {e.target}
                  </td>
                  <td className="p-2 font-mono text-sm break-all">
                    {e.before ? JSON.stringify(e.before) : "–"}
                  </td>
                  <td className="p-2 font-mono text-sm break-all">
                    {e.after ? JSON.stringify(e.after) : "–"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
