import { describe, expect, it } from 'vitest';
import { explainGitFailure, gitFailed, isBehind } from '../../src/publish/explain-git-failure.ts';
import type { GitResult } from '../../src/publish/git.ts';
import { watchAddress } from '../../src/publish/watch-address.ts';

const failed = (stderr: string): GitResult => ({ code: 128, stdout: '', bytes: Buffer.alloc(0), stderr });
const GITHUB = 'https://github.com/acme/site.git';
/** The words of Git the owner need not know; only "repository" is allowed. */
const JARGON = /\b(remote|origin|push|pushed|commit|committed|merge|merged|upstream|fetch|HEAD|branch)\b/i;

describe('explainGitFailure', () => {
  it('GitHub refusing the sign-in, over HTTPS or SSH', () => {
    const sentence =
      'GitHub did not accept the sign-in for this repository, so nothing was published: sign in again in GitHub Desktop (or with the window that opens), then run npm run publish again.';
    for (const stderr of [
      "remote: Invalid username or token.\nfatal: Authentication failed for 'https://github.com/acme/site.git/'",
      "fatal: could not read Username for 'https://github.com': terminal prompts disabled",
      "remote: Permission to acme/site.git denied to bob.\nfatal: unable to access 'https://github.com/acme/site.git/': The requested URL returned error: 403",
      'git@github.com: Permission denied (publickey).\nfatal: Could not read from remote repository.',
    ]) {
      expect(explainGitFailure(failed(stderr), GITHUB)).toMatchObject({ code: 'SignInRefused', message: sentence });
    }
    expect(explainGitFailure(failed('fatal: Authentication failed'), 'https://gitlab.com/acme/site.git').message).toMatch(
      /^The host gitlab\.com did not accept the sign-in/,
    );
  });

  it('no network, or a host that cannot be found', () => {
    expect(explainGitFailure(failed("fatal: unable to access 'https://github.com/acme/site.git/': Could not resolve host: github.com"), GITHUB)).toMatchObject({
      code: 'Unreachable',
      message:
        'The repository online (https://github.com/acme/site.git) could not be reached, so nothing was published: check that this computer is connected to the internet, then run npm run publish again.',
    });
    expect(explainGitFailure(failed('ssh: connect to host github.com port 22: Connection refused'), 'git@github.com:acme/site.git').code).toBe('Unreachable');
    expect(explainGitFailure(failed("remote: Repository not found.\nfatal: repository 'https://github.com/acme/sit.git/' not found"), GITHUB).code).toBe(
      'NotFound',
    );
  });

  it('a refusal quotes the host’s own reason, without Git’s framing', () => {
    const stderr = [
      'remote: error: GH006: Protected branch update failed for refs/heads/main.',
      'remote: error: Changes must be made through a pull request.',
      'To https://github.com/acme/site.git',
      ' ! [remote rejected] HEAD -> main (protected branch hook declined)',
      "error: failed to push some refs to 'https://github.com/acme/site.git'",
    ].join('\n');
    expect(explainGitFailure(failed(stderr), GITHUB)).toMatchObject({
      code: 'Refused',
      message:
        'The repository online refused the change, saying "error: GH006: Protected branch update failed for refs/heads/main. error: Changes must be made through a pull request.", so nothing was published: do what it asks or ask whoever looks after the repository, then run npm run publish again.',
    });
    expect(explainGitFailure(failed(' ! [remote rejected] HEAD -> main (shallow update not allowed)'), GITHUB).message).toContain(
      'saying "shallow update not allowed"',
    );
  });

  it('tells a refusal because the repository online moved on, which publishing handles itself', () => {
    expect(isBehind(' ! [rejected]        HEAD -> main (fetch first)\nerror: failed to push some refs')).toBe(true);
    expect(isBehind(' ! [rejected]        HEAD -> main (non-fast-forward)')).toBe(true);
    expect(isBehind(' ! [remote rejected] HEAD -> main (pre-receive hook declined)')).toBe(false);
    // The host moved on while this was being sent.
    expect(
      isBehind("remote: error: cannot lock ref 'refs/heads/main': is at 1a2b but expected 3c4d\n ! [remote rejected] HEAD -> main (failed to update ref)"),
    ).toBe(true);
  });

  it('quotes Git when nothing else fits', () => {
    expect(gitFailed(failed('warning: something\nfatal: bad object HEAD')).message).toBe(
      'Git stopped with the message "bad object HEAD", so nothing was published: ask whoever looks after the site\'s code about it, then run npm run publish again.',
    );
  });

  it('words its own sentences without Git’s jargon', () => {
    for (const stderr of ['fatal: Authentication failed', 'Could not resolve host: x', 'Repository not found']) {
      expect(explainGitFailure(failed(stderr), GITHUB).message).not.toMatch(JARGON);
    }
  });
});

describe('watchAddress', () => {
  it('GitHub’s Actions page for every form of a GitHub address', () => {
    for (const address of [
      'https://github.com/acme/site',
      'https://github.com/acme/site.git',
      'https://bob:ghp_token@github.com/acme/site.git',
      'git@github.com:acme/site.git',
      'git@github.com:acme/site',
      'ssh://git@github.com/acme/site',
      'ssh://git@github.com/acme/site.git',
    ]) {
      expect(watchAddress(address)).toBe('https://github.com/acme/site/actions');
    }
  });

  it('any other address as it is, without a user name or token written into it', () => {
    expect(watchAddress('https://gitlab.com/acme/site.git')).toBe('https://gitlab.com/acme/site.git');
    expect(watchAddress('https://bob:secret@gitlab.com/acme/site.git')).toBe('https://gitlab.com/acme/site.git');
    expect(watchAddress('git@gitlab.com:acme/site.git')).toBe('git@gitlab.com:acme/site.git');
    expect(watchAddress('/srv/git/site.git')).toBe('/srv/git/site.git');
  });
});
