import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";

/**
 * CPU time (user + system, ms) used so far by a process and all its descendants, read from
 * Linux's /proc; null elsewhere. bench:web reads it around the search mix: on a shared
 * machine the server's CPU per page moves far less with the load than its response time.
 */
export function processTreeCpuMs(rootPid: number): number | null {
  if (!existsSync(`/proc/${rootPid}/stat`)) return null;
  let ticks = 0;
  const pending = [rootPid];
  while (pending.length > 0) {
    const pid = pending.pop() as number;
    try {
      // Fields after the command name (which may hold spaces): utime and stime are 14th and 15th.
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
      ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
      for (const task of readdirSync(`/proc/${pid}/task`)) {
        const children = readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
        if (children) pending.push(...children.split(" ").map(Number));
      }
    } catch {
      // The process ended meanwhile.
    }
  }
  return (ticks * 1000) / clockTicks();
}

/**
 * CPU time (ms) of one process's threads, main thread first, from /proc (null elsewhere):
 * bench:api tells the API's event-loop thread from its helpers (libuv's pool, GC, WASM
 * compilation), which a V8 profile does not show.
 */
export function threadCpuMs(pid: number): { main: number; others: number } | null {
  if (!existsSync(`/proc/${pid}/task`)) return null;
  let main = 0;
  let others = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      const fields =
        readFileSync(`/proc/${pid}/task/${task}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
      const ms = ((Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 1000) / clockTicks();
      if (Number(task) === pid) main += ms;
      else others += ms;
    } catch {
      // The thread ended meanwhile.
    }
  }
  return { main, others };
}

let ticksPerSecond: number | undefined;
function clockTicks(): number {
  ticksPerSecond ??= Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" })) || 100;
  return ticksPerSecond;
}
