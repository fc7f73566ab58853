/**
 * A repository on GitHub, by any of the addresses Git accepts for it: https://github.com/OWNER/REPO(.git),
 * git@github.com:OWNER/REPO(.git), ssh://git@github.com/OWNER/REPO.
 */
const GITHUB = /^(?:https?:\/\/(?:[^@/]+@)?(?:www\.)?github\.com\/|(?:ssh:\/\/)?(?:[^@/]+@)?github\.com[:/](?:\d+\/)?)([^/]+)\/([^/]+?)(?:\.git)?\/?$/i;

/**
 * Where the owner watches the host build what was just sent: GitHub's Actions page for a GitHub
 * repository (the Pages workflow runs there), else the repository's own address.
 */
export function watchAddress(address: string): string {
  const github = GITHUB.exec(address.trim());
  return github ? `https://github.com/${github[1]}/${github[2]}/actions` : shownAddress(address);
}

export function isGitHub(address: string): boolean {
  return GITHUB.test(address.trim());
}

/** The address as it may be printed: a user name or token written into it (https://user:token@host/) is left out. */
export function shownAddress(address: string): string {
  const trimmed = address.trim();
  try {
    const url = new URL(trimmed);
    if (url.protocol === 'http:' || url.protocol === 'https:') {
      url.username = '';
      url.password = '';
      return url.href;
    }
  } catch {
    // Not a URL: a path on this computer, or the scp-like form git@host:owner/repo.
  }
  return trimmed;
}

/** The host's name in the address (gitlab.com), or undefined for a folder on this computer. */
export function hostName(address: string): string | undefined {
  const trimmed = address.trim();
  try {
    const url = new URL(trimmed);
    if (url.protocol !== 'file:' && url.hostname !== '') return url.hostname;
    return undefined;
  } catch {
    // git@host:owner/repo, and never a Windows path (C:\site, C:/site), whose "host" is one letter.
    const scp = /^(?:[^@/\\]+@)?([^:/\\]{2,}):/.exec(trimmed);
    return scp?.[1];
  }
}
