/**
 * A count of pieces as people write it: "1 piece", "15 pieces", "1,450 pieces". One helper for the
 * server templates (product and project pages) and the browser (the enquiry list and its message),
 * so the same count never reads two ways. Pages pass the owner's words (labels.csv); the enquiry
 * list in the browser still writes English ones.
 */
export function formatPieces(count: number, words: { piece: string; pieces: string } = { piece: 'piece', pieces: 'pieces' }): string {
  let number = grouped.get(count);
  if (number === undefined) {
    number = count.toLocaleString('en-GB');
    grouped.set(count, number);
  }
  return `${number} ${count === 1 ? words.piece : words.pieces}`;
}

/**
 * Each count as written, once: formatting a number takes about 5 µs, and 10,000 product pages
 * write a few dozen distinct counts (their minimum orders) over and over.
 */
const grouped = new Map<number, string>();
