/**
 * Whether a request's Accept-Encoding lets the answer be gzip-compressed (RFC 9110, section 12.5.3):
 * `gzip` or `*` is listed with a weight above zero. "gzip;q=0" is a refusal, and a missing header
 * means any coding is acceptable in theory, but a host sends identity then, as browsers always ask.
 */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  if (header === undefined) return false;
  const codings = (Array.isArray(header) ? header.join(',') : header).split(',').map(parseCoding);
  const named = codings.find(({ name }) => name === 'gzip' || name === 'x-gzip');
  const chosen = named ?? codings.find(({ name }) => name === '*');
  return chosen !== undefined && chosen.weight > 0;
}

function parseCoding(part: string): { name: string; weight: number } {
  const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
  const quality = parameters.find((parameter) => parameter.startsWith('q='));
  const weight = quality === undefined ? 1 : Number(quality.slice(2));
  return { name, weight: Number.isFinite(weight) ? weight : 0 };
}
