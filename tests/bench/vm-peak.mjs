// A process's memory peak as Linux keeps it (issue 33 item 6): VmHWM is the most resident memory
// the process ever had, so no short spike (a WebAssembly tier-up compiling for a second) slips
// between two samples. Writing 5 to clear_refs sets the peak back to what is resident now, so a
// load's own peak can be read apart from the start's.
import fs from 'node:fs';

/** VmHWM and VmRSS of a process in MB, or nulls where /proc has no such process (not Linux, exited). */
export function vmMemoryMb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (k) => Number(new RegExp(`${k}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN);
    return { hwm: Math.round(kb('VmHWM') / 1024), rss: Math.round(kb('VmRSS') / 1024) };
  } catch {
    return { hwm: null, rss: null };
  }
}

/** Sets the process's VmHWM back to its resident memory now; false where that cannot be done. */
export function resetVmPeak(pid) {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}
