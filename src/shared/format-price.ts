/** $14.50: prices are per piece in US dollars, as buyers abroad compare them. */
export function formatPrice(value: number): string {
  return `$${value.toFixed(2)}`;
}
