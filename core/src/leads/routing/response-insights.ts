/** One lead as first-response insights read it (issue 34 §2). */
export interface ResponseSample {
  ownerId: string | null;
  /** The location's name or id the lead is for; null when it names none. */
  location: string | null;
  createdAt: Date;
  firstResponseDueAt: Date | null;
  firstResponseAt: Date | null;
}

/** First-response figures for a group of leads over a period. */
export interface ResponseStats {
  leads: number;
  answered: number;
  /** Minutes from arrival to first response (wall clock), of the answered leads. */
  medianMinutes: number | null;
  p90Minutes: number | null;
  /**
   * Share (0–1) answered by the due time, of the leads whose outcome is known at `now`:
   * answered, or unanswered past their due time. Null when none is known yet.
   */
  withinTarget: number | null;
}

/** The nearest-rank percentile (0 < p ≤ 100) of sorted values; null when there are none. */
export function nearestRank(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? null;
}

const MINUTE = 60_000;

/** The figures of one group of leads at `now`. */
export function responseStats(samples: readonly ResponseSample[], now: Date): ResponseStats {
  const took: number[] = [];
  let known = 0;
  let onTime = 0;
  for (const s of samples) {
    if (s.firstResponseAt) {
      took.push(Math.max(0, (s.firstResponseAt.getTime() - s.createdAt.getTime()) / MINUTE));
    }
    if (!s.firstResponseDueAt) continue;
    const due = s.firstResponseDueAt.getTime();
    if (s.firstResponseAt) {
      known++;
      if (s.firstResponseAt.getTime() <= due) onTime++;
    } else if (now.getTime() > due) {
      known++;
    }
  }
  took.sort((a, b) => a - b);
  const round = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10);
  return {
    leads: samples.length,
    answered: took.length,
    medianMinutes: round(nearestRank(took, 50)),
    p90Minutes: round(nearestRank(took, 90)),
    withinTarget: known === 0 ? null : onTime / known,
  };
}

function groupBy(
  samples: readonly ResponseSample[],
  keyOf: (s: ResponseSample) => string | null,
): Map<string | null, ResponseSample[]> {
  const groups = new Map<string | null, ResponseSample[]>();
  for (const s of samples) {
    const key = keyOf(s);
    const group = groups.get(key);
    if (group) group.push(s);
    else groups.set(key, [s]);
  }
  return groups;
}

/**
 * Issue 34 §2 insights: median and 90th percentile first-response time and the share answered
 * within target, for all leads of the period and per location and per owner (most leads first).
 */
export function firstResponseInsights(samples: readonly ResponseSample[], now: Date) {
  const per = (keyOf: (s: ResponseSample) => string | null) =>
    [...groupBy(samples, keyOf)]
      .map(([key, group]) => ({ key, ...responseStats(group, now) }))
      .sort((a, b) => b.leads - a.leads || String(a.key).localeCompare(String(b.key)));
  return {
    overall: responseStats(samples, now),
    byLocation: per((s) => s.location),
    byOwner: per((s) => s.ownerId),
  };
}
