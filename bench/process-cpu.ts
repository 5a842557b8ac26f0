import fs from "node:fs";

/**
 * CPU milliseconds a process and its live descendants (the cluster's workers) have used so far
 * (Linux /proc; NaN elsewhere).
 */
export function processCpuMs(pid: number | undefined): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime and stime are fields 14 and 15 of the whole line, in clock ticks (100 per second).
    let ms = ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      const children = fs.readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
      for (const child of children ? children.split(" ") : []) ms += processCpuMs(Number(child));
    }
    return ms;
  } catch {
    return NaN;
  }
}
