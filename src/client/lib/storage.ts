/**
 * localStorage that never breaks a page: unavailable storage (private mode, full quota) is treated as
 * empty, and data that is corrupt or not what we wrote is removed and ignored.
 */
export function readStored<T>(key: string, isValid: (value: unknown) => value is T): T | undefined {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(key);
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isValid(parsed)) return parsed;
  } catch {
    // fall through: corrupt JSON is reset below
  }
  removeStored(key);
  return undefined;
}

export function writeStored(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the page works on without remembering.
  }
}

export function removeStored(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // nothing to do
  }
}
