import type { GitResult } from './git.ts';
import { PublishError } from './publish-error.ts';
import { hostName, isGitHub, shownAddress } from './watch-address.ts';

/** The host accepted no credentials, or Git could ask for none (prompts disabled, no key). */
const SIGN_IN =
  /Authentication failed|could not read (Username|Password)|terminal prompts disabled|Permission denied \(publickey|Invalid username or password|HTTP Basic: Access denied|Invalid credentials|Permission to \S+ denied|returned error: 401|\b403\b/i;
/** The host refused the update itself: a protected branch, a rule, a server-side hook. */
const REFUSED = /\[remote rejected\]|pre-receive hook declined|hook declined|protected branch/i;
/**
 * The update was refused only because the other side has commits this one lacks: seen before
 * sending (`[rejected] (fetch first)`), or by the host when it moved on while this was sent (its
 * ref was no longer where it was when the push began).
 */
const BEHIND =
  /\[rejected\][^\n]*\((non-fast-forward|fetch first)\)|\[remote rejected\][^\n]*\((failed to update ref|cannot lock ref|incorrect old value provided)/i;
const NOT_FOUND = /Repository not found|repository '[^']*' not found|does not appear to be a git repository|returned error: 404/i;
const UNREACHABLE =
  /Could not resolve host|unable to access|Connection refused|Connection timed out|Operation timed out|timed out|Network is unreachable|No route to host|Failed to connect|Could not connect|Connection reset|Could not read from remote repository|unable to connect|early EOF|the remote end hung up/i;

/** True when a push was refused only because the repository online moved on meanwhile. */
export function isBehind(stderr: string): boolean {
  return BEHIND.test(stderr);
}

/**
 * Turns a failed exchange with the host (fetch or push) into the one sentence the owner reads.
 * The order matters: a refusal is named by the host's own reason even when it mentions a
 * sign-in, and a refused sign-in often ends with "unable to access" too.
 */
export function explainGitFailure(result: GitResult, address: string): PublishError {
  const stderr = result.stderr;
  const shown = shownAddress(address);
  if (REFUSED.test(stderr)) {
    return new PublishError(
      'Refused',
      `The repository online refused the change, saying "${hostReason(stderr)}", so nothing was published: do what it asks or ask whoever looks after the repository, then run npm run publish again.`,
    );
  }
  if (SIGN_IN.test(stderr)) {
    const who = isGitHub(address) ? 'GitHub' : `The host ${hostName(address) ?? shown}`;
    return new PublishError(
      'SignInRefused',
      `${who} did not accept the sign-in for this repository, so nothing was published: sign in again in GitHub Desktop (or with the window that opens), then run npm run publish again.`,
    );
  }
  if (NOT_FOUND.test(stderr)) {
    return new PublishError(
      'NotFound',
      `There is no repository at ${shown} (or none this sign-in may see), so nothing was published: check the address in GitHub Desktop (Repository → Repository settings) and that you are signed in with the account that owns it, then run npm run publish again.`,
    );
  }
  if (UNREACHABLE.test(stderr)) {
    return new PublishError(
      'Unreachable',
      `The repository online (${shown}) could not be reached, so nothing was published: check that this computer is connected to the internet, then run npm run publish again.`,
    );
  }
  return gitFailed(result);
}

/** A failure this command has no sentence for: Git's own last word, quoted, is the best clue. */
export function gitFailed(result: GitResult): PublishError {
  const lines = result.stderr
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const said = lines.findLast((line) => /^(fatal|error):/i.test(line)) ?? lines.at(-1) ?? `exit code ${result.code}`;
  return new PublishError(
    'GitFailed',
    `Git stopped with the message "${said.replace(/^(fatal|error):\s*/i, '')}", so nothing was published: ask whoever looks after the site's code about it, then run npm run publish again.`,
  );
}

/**
 * What the host said, without Git's framing: its `remote: ` lines, or else the reason Git put in
 * brackets after "[remote rejected]".
 */
function hostReason(stderr: string): string {
  const said = stderr
    .split(/\r?\n/)
    .filter((line) => line.startsWith('remote:'))
    // Hosts colour their messages; the escape codes would show as garbage in a log.
    .map((line) =>
      line
        .replace(/^remote:\s?/, '')
        .replace(/\x1b\[[0-9;]*m/g, '')
        .trim(),
    )
    .filter((line) => line !== '');
  if (said.length > 0) return said.join(' ');
  return /\[remote rejected\][^(\n]*\(([^)\n]*)\)/.exec(stderr)?.[1] ?? 'no reason given';
}
