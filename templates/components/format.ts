/** +92 300 1234567 from 923001234567: how Pakistani numbers are written for people. */
export function formatPhone(digits: string): string {
  const match = /^92(\d{3})(\d{7})$/.exec(digits);
  return match ? `+92 ${match[1]} ${match[2]}` : `+${digits}`;
}

/** 14 Mar 2026 from 2026-03-14, the same on every build machine whatever its time zone. */
export function formatDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

export { formatPrice } from '../../src/shared/format-price.ts';
