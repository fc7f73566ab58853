import { spawn } from 'node:child_process';
import { PublishError } from './publish-error.ts';

export interface GitResult {
  readonly code: number;
  /** Standard output as text (UTF-8), and as the bytes git wrote, for file contents. */
  readonly stdout: string;
  readonly bytes: Buffer;
  readonly stderr: string;
}

export interface GitCall {
  /** Text written to git's standard input. */
  readonly input?: string;
  /**
   * For the commands that reach the host (fetch, push): standard input is the owner's terminal,
   * so a sign-in prompt or a credential manager's window can ask for what it needs.
   */
  readonly interactive?: boolean;
  /** Variables added to the environment of this one call (GIT_INDEX_FILE). */
  readonly env?: Readonly<Record<string, string>>;
}

/** Runs git in one repository, with one environment: every step of publishing uses one of these. */
export type Git = (args: readonly string[], call?: GitCall) => Promise<GitResult>;

export const GIT_MISSING =
  'Publishing needs Git, which is not installed on this computer: install it from https://git-scm.com/downloads (on a Mac, typing git in the Terminal offers to install it), then run npm run publish again.';

/**
 * A Git bound to a folder. Git's own messages are classified by their English words (see
 * explain-git-failure.ts), so they are asked for in English whatever the computer's language is.
 * Git's sign-in prompt is left as it is: the owner's credential manager may need to open a window.
 */
export function gitIn(cwd: string, env: NodeJS.ProcessEnv): Git {
  const base = { ...env, LC_ALL: 'C', LANG: 'C' };
  return (args, call = {}) =>
    new Promise((resolve, reject) => {
      const child = spawn('git', args, {
        cwd,
        env: call.env ? { ...base, ...call.env } : base,
        stdio: [call.input !== undefined ? 'pipe' : call.interactive ? 'inherit' : 'ignore', 'pipe', 'pipe'],
        windowsHide: true,
      });
      const out: Buffer[] = [];
      const err: Buffer[] = [];
      child.stdout?.on('data', (chunk: Buffer) => out.push(chunk));
      child.stderr?.on('data', (chunk: Buffer) => err.push(chunk));
      child.on('error', (error: NodeJS.ErrnoException) => {
        reject(error.code === 'ENOENT' ? new PublishError('GitMissing', GIT_MISSING) : error);
      });
      child.on('close', (code) => {
        const bytes = Buffer.concat(out);
        resolve({ code: code ?? 1, stdout: bytes.toString('utf8'), bytes, stderr: Buffer.concat(err).toString('utf8') });
      });
      if (child.stdin) {
        // Git may exit before reading all of it; that is its answer, not a failure of ours.
        child.stdin.on('error', () => undefined);
        child.stdin.end(call.input);
      }
    });
}

/** A pathspec that means this path exactly, even if its name holds `*`, `?` or `[`. */
export function literal(path: string): string {
  return `:(literal)${path === '' ? '.' : path}`;
}
