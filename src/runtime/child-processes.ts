import { readdirSync, readFileSync } from 'node:fs';

/** A process another one started, as /proc describes it. */
export interface ChildProcessEntry {
  readonly pid: number;
  /** Its state letter: "Z" for one that has ended and not yet been reaped. */
  readonly state: string;
  /** Its command line, an argument an entry. */
  readonly args: readonly string[];
}

/**
 * The processes whose parent is `parent`, read from /proc on Linux; elsewhere none. A process that
 * ends while it is read is left out.
 */
export function childProcessesOf(parent: number): ChildProcessEntry[] {
  let names: string[];
  try {
    names = readdirSync('/proc');
  } catch {
    return [];
  }
  const children: ChildProcessEntry[] = [];
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // "pid (name) state ppid …": the name may hold spaces and brackets, so read after the last ")".
      const [state = '', ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(ppid) !== parent) continue;
      const args = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0').filter(Boolean);
      children.push({ pid: Number(name), state, args });
    } catch {
      // it ended while it was read
    }
  }
  return children;
}
