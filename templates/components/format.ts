/** +92 300 1234567 from 923001234567: how Pakistani numbers are written for people. */
export function formatPhone(digits: string): string {
  const match = /^92(\d{3})(\d{7})$/.exec(digits);
  return match ? `+92 ${match[1]} ${match[2]}` : `+${digits}`;
}

/** 14 Mar 2026 from 2026-03-14, the same on every build machine whatever its time zone. */
const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
// One formatter for the whole build: toLocaleDateString makes a new one per call, which at 10,000 pages was a second of the build.
const formatted = new Map<string, string>();

export function formatDate(iso: string): string {
  let text = formatted.get(iso);
  if (text === undefined) {
    text = DATE_FORMAT.format(new Date(`${iso}T00:00:00Z`));
    formatted.set(iso, text);
  }
  return text;
}

export { formatPrice } from '../../src/shared/format-price.ts';
