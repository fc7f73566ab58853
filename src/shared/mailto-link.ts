/**
 * A mailto: URL per RFC 6068: every header value percent-encoded, spaces as %20 (never +), and
 * line breaks in the body as %0D%0A. https://www.rfc-editor.org/rfc/rfc6068#section-5
 */
export function mailtoLink(address: string, fields: { subject?: string; body?: string } = {}): string {
  const encode = (value: string) => encodeURIComponent(value.replace(/\r?\n/g, '\r\n'));
  const query = [
    fields.subject === undefined ? null : `subject=${encode(fields.subject)}`,
    fields.body === undefined ? null : `body=${encode(fields.body)}`,
  ].filter((part): part is string => part !== null);
  return `mailto:${address}${query.length > 0 ? `?${query.join('&')}` : ''}`;
}
