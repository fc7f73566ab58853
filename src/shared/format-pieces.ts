/**
 * A count of pieces as people write it: "1 piece", "15 pieces", "1,450 pieces". One helper for the
 * server templates (product and project pages) and the browser (the enquiry list and its message),
 * so the same count never reads two ways.
 */
export function formatPieces(count: number): string {
  return `${count.toLocaleString('en-GB')} ${count === 1 ? 'piece' : 'pieces'}`;
}
