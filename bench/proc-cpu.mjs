// A process tree's CPU time on Linux, read from /proc: which processes a `wrangler dev` runs
// (node, esbuild, workerd), and how long each one's threads have run. Used by the server
// benchmarks that charge each request its CPU (bench/server-cpu.mjs, bench/server-ab.mjs).
import { readdirSync, readFileSync } from "node:fs";

/** Clock ticks of /proc/<pid>/stat, in ms (USER_HZ is 100 on Linux). */
const TICK_MS = 10;

/** Fields of /proc/<pid>/stat after the command's name (ppid is [1], utime [11], stime [12]). */
function stat(pid) {
  try {
    const s = readFileSync(`/proc/${pid}/stat`, "utf8");
    return s.slice(s.lastIndexOf(")") + 2).split(" ");
  } catch {
    return null;
  }
}

/** `pid` and every process under it. */
export function tree(pid) {
  const all = readdirSync("/proc")
    .filter((d) => /^\d+$/.test(d))
    .map((d) => ({ pid: Number(d), ppid: Number(stat(d)?.[1]) }));
  const out = [pid];
  for (let i = 0; i < out.length; i++) for (const p of all) if (p.ppid === out[i]) out.push(p.pid);
  return out;
}

/**
 * CPU ms used so far by one process (0 once it is gone): the nanoseconds its threads ran
 * (/proc/<pid>/task/<tid>/schedstat), far finer than /proc/<pid>/stat's 10 ms ticks, which
 * stay the fallback (a kernel without schedstat). A thread that ended took its time with it:
 * workerd's and node's threads live as long as their process.
 */
export function cpuOf(pid) {
  try {
    let ns = 0;
    for (const tid of readdirSync(`/proc/${pid}/task`))
      ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ")[0]);
    return ns / 1e6;
  } catch {
    const f = stat(pid);
    return f ? (Number(f[11]) + Number(f[12])) * TICK_MS : 0;
  }
}
