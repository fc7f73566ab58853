import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export interface CommandMeasure {
  /** Wall time from starting the process to its exit. */
  readonly seconds: number;
  /**
   * The most memory the command's processes held at once: the highest sum of their resident sets
   * (VmRSS) over the samples, and never less than the largest single process's own peak (VmHWM).
   */
  readonly peakMiB: number;
  /** The largest single process's peak resident set (VmHWM, kept by the kernel), and its command. */
  readonly largestMiB: number;
  readonly largest: string;
  /** How many processes the tree had over the run (the CLI relaunches itself once, the build starts Pagefind). */
  readonly processes: number;
  readonly code: number | null;
  /** True when the command was stopped for taking longer than the time limit. */
  readonly timedOut: boolean;
  readonly stdout: string;
  readonly stderr: string;
}

/** How the measurement reads memory, for the report. */
export const MEMORY_METHOD =
  "peak = highest sum of VmRSS over the whole process tree, read from /proc every 25 ms, and at least the largest process's own VmHWM";

/**
 * Runs a command as a user would and measures it from the outside: wall time and the peak memory
 * of its whole process tree, read from /proc (proc(5): VmRSS, VmHWM, task/<tid>/children). GNU
 * time's %M would give only the largest single process; libvips's threads live in the build's own
 * process, so they are counted in it.
 */
export function measureCommand(
  command: string,
  args: readonly string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; timeoutMs?: number } = {},
): Promise<CommandMeasure> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
    // A command that is not there (Hugo on a machine without it) gets no process id, and its spawn
    // error comes as an event: listened for first, it rejects instead of ending the benchmark.
    child.on('error', reject);
    const pid = child.pid;
    if (pid === undefined) return;
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    let peakKiB = 0;
    const peaks = new Map<number, { hwmKiB: number; name: string }>();
    const sample = () => {
      let sumKiB = 0;
      for (const member of processTree(pid)) {
        const status = readStatus(member);
        if (!status) continue;
        sumKiB += status.rssKiB;
        const known = peaks.get(member);
        peaks.set(member, { hwmKiB: Math.max(status.hwmKiB, known?.hwmKiB ?? 0), name: known?.name ?? commandLine(member) });
      }
      peakKiB = Math.max(peakKiB, sumKiB);
    };
    const timer = setInterval(sample, 25);
    let timedOut = false;
    const limit = options.timeoutMs
      ? setTimeout(() => {
          timedOut = true;
          // The whole tree by process id: in a group of its own it would outlive a Ctrl+C of the benchmark.
          for (const member of processTree(pid)) {
            try {
              process.kill(member, 'SIGTERM');
            } catch {
              // Already gone.
            }
          }
        }, options.timeoutMs)
      : undefined;
    let exited: { code: number | null; seconds: number } | undefined;
    child.on('exit', (code) => {
      exited = { code, seconds: (performance.now() - started) / 1000 };
      clearInterval(timer);
      clearTimeout(limit);
    });
    child.on('close', () => {
      const largest = [...peaks.values()].sort((a, b) => b.hwmKiB - a.hwmKiB)[0];
      resolve({
        seconds: exited?.seconds ?? (performance.now() - started) / 1000,
        peakMiB: Math.max(peakKiB, largest?.hwmKiB ?? 0) / 1024,
        largestMiB: (largest?.hwmKiB ?? 0) / 1024,
        largest: largest?.name ?? '',
        processes: peaks.size,
        code: exited?.code ?? null,
        timedOut,
        stdout,
        stderr,
      });
    });
  });
}

/** The process and all its descendants, found through each thread's list of children. */
function processTree(root: number): number[] {
  const found: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const id = queue.shift()!;
    found.push(id);
    try {
      for (const thread of readdirSync(`/proc/${id}/task`)) {
        const children = readFileSync(`/proc/${id}/task/${thread}/children`, 'utf8').trim();
        if (children) queue.push(...children.split(' ').map(Number));
      }
    } catch {
      // The process (or the thread) ended between two reads.
    }
  }
  return found;
}

function readStatus(id: number): { rssKiB: number; hwmKiB: number } | undefined {
  try {
    const status = readFileSync(`/proc/${id}/status`, 'utf8');
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    return { rssKiB: field('VmRSS'), hwmKiB: field('VmHWM') };
  } catch {
    return undefined;
  }
}

function commandLine(id: number): string {
  try {
    return readFileSync(`/proc/${id}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ').slice(0, 120);
  } catch {
    return String(id);
  }
}
