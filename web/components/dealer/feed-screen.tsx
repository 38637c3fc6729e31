"use client";

import { countOf } from "@forecourt/core/format/thousands";
import { useCallback, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { type ApiAnswerOf, callApi } from "@/lib/client/api-client";
import { useMutation } from "@/lib/client/use-mutation";
import { Cell, ConsoleTable } from "./console-table";
import { RequireAbility } from "./staff-abilities";

/** One pull and the list, as the API's FeedRunAnswer / FeedRunList schemas define them. */
type FeedRun = ApiAnswerOf<"POST /dealer/feed-runs">;
type FeedRuns = ApiAnswerOf<"GET /dealer/feed-runs">;

const RUN_COLUMNS = ["When", "How", "Outcome", "Counts", "Rejected rows"] as const;

const OUTCOME: Record<FeedRun["status"], string> = {
  running: "Running",
  imported: "Imported",
  not_changed: "Not changed since the last pull",
  failed: "Failed",
};

/** Issue 33 §1: each pull of the site's stock feed (when, counts, rejected rows), and Run now. */
export function FeedScreen() {
  return (
    <RequireAbility ability="stock" title="Stock feed">
      <FeedRunList />
    </RequireAbility>
  );
}

function FeedRunList() {
  const [feed, setFeed] = useState<FeedRuns | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const run = useMutation();

  const load = useCallback(async () => {
    const res = await callApi("GET /dealer/feed-runs");
    if (res.ok) setFeed(res.data);
    else setError(res.message);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  async function runNow() {
    setNotice(null);
    const pulled = await run.mutate(() => callApi("POST /dealer/feed-runs"));
    if (pulled) setNotice(`Pulled: ${OUTCOME[pulled.status].toLowerCase()}.`);
    await load();
  }

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Stock feed</h1>
      {error ? <p role="alert">{error}</p> : null}
      {feed ? (
        <>
          <p>
            {feed.feedUrl
              ? `Pulled from ${feed.feedUrl} every ${feed.intervalMinutes} minutes.`
              : "This site names no stock feed: an owner sets one in the settings (stockFeed)."}
          </p>
          <div className="flex items-center gap-3">
            <Button
              variant="console"
              busy={run.submitting}
              busyLabel="Pulling…"
              disabled={!feed.feedUrl}
              onClick={() => void runNow()}
            >
              Run now
            </Button>
            <p role="status">{notice ?? run.banner}</p>
          </div>
          <ConsoleTable caption={`${feed.runs.length} pulls, newest first`} columns={RUN_COLUMNS}>
            {feed.runs.map((run) => (
              <tr key={run.id} className="border-b align-top">
                <Cell label="When">
                  <time dateTime={run.startedAt}>{run.startedText}</time>
                </Cell>
                <Cell label="How">{run.trigger === "manual" ? "Run now" : "Scheduled"}</Cell>
                <Cell label="Outcome">
                  {OUTCOME[run.status]}
                  {run.error ? <span className="block">{run.error}</span> : null}
                  {run.removalRefused ? (
                    <span className="block">Missing cars kept: {run.removalRefused}.</span>
                  ) : null}
                </Cell>
                <Cell label="Counts">
                  {run.added} added, {run.updated} updated, {run.removed} removed,{" "}
                  {run.rejectedCount} rejected ({run.rows} rows)
                  {run.photosStored + run.photosFailed > 0 ? (
                    <span className="block" data-testid="feed-run-photos">
                      {countOf(run.photosStored, "photo")} stored
                      {run.photosFailed > 0 ? `, ${run.photosFailed} could not be stored` : ""}
                    </span>
                  ) : null}
                  {run.photoFailures.length > 0 ? (
                    <details className="text-sm">
                      <summary>Photos not stored</summary>
                      <ul>
                        {run.photoFailures.map((f) => (
                          <li key={f.photo} className="break-all">
                            {f.photo}: {f.reason}
                          </li>
                        ))}
                      </ul>
                      {run.photosFailed > run.photoFailures.length
                        ? ` and ${run.photosFailed - run.photoFailures.length} more`
                        : null}
                    </details>
                  ) : null}
                </Cell>
                <Cell label="Rejected rows" className="text-sm">
                  {run.rejected.length === 0 ? (
                    "–"
                  ) : (
                    <ul>
                      {run.rejected.map((r) => (
                        <li key={`${r.line}-${r.field}`}>
                          line {r.line}
                          {r.id ? ` (car ${r.id})` : ""}: {r.column ? `column "${r.column}", ` : ""}
                          {r.field}: {r.reason}
                        </li>
                      ))}
                    </ul>
                  )}
                  {run.rejectedCount > run.rejected.length
                    ? ` and ${run.rejectedCount - run.rejected.length} more`
                    : null}
                </Cell>
              </tr>
            ))}
          </ConsoleTable>
        </>
      ) : null}
    </div>
  );
}
