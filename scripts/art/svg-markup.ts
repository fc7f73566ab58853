/**
 * SVG written as strings: the drawings are small, and strings keep the generator free of a DOM
 * and fast. Every number goes through formatNumber, so the files stay small and reproducible.
 */

/**
 * Large coordinates are rounded to whole units, small ones (stroke widths, radii) keep one
 * decimal, and fractions (opacities, gradient stops) keep three: the difference is invisible.
 */
export function formatNumber(value: number): string {
  const size = Math.abs(value);
  const rounded = size >= 20 ? Math.round(value) : size >= 1 ? Math.round(value * 10) / 10 : Math.round(value * 1000) / 1000;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Tagged template for path data, so coordinates are rounded without formatNumber() noise everywhere. */
export function pathData(strings: TemplateStringsArray, ...values: Array<number | string>): string {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += (typeof value === 'number' ? formatNumber(value) : value) + (strings[index + 1] ?? '');
  });
  // Path commands need no surrounding spaces; dropping them trims roughly a tenth off each file.
  return out
    .replace(/\s+/g, ' ')
    .replace(/ ?([MLQCTSZHVAmlqctszhva]) ?/g, '$1')
    .trim();
}

export type Attributes = Record<string, string | number | undefined | false>;

function attributeText(attributes: Attributes): string {
  let out = '';
  for (const [key, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    out += ` ${key}="${typeof value === 'number' ? formatNumber(value) : escapeXml(value)}"`;
  }
  return out;
}

export function svgElement(tag: string, attributes: Attributes, children?: string): string {
  const open = `<${tag}${attributeText(attributes)}`;
  return children === undefined || children === '' ? `${open}/>` : `${open}>${children}</${tag}>`;
}

export function svgGroup(attributes: Attributes, ...children: string[]): string {
  return svgElement('g', attributes, children.join(''));
}

export function svgPath(data: string, attributes: Attributes = {}): string {
  return svgElement('path', { d: data, ...attributes });
}

export function translate(x: number, y: number, scale = 1): string {
  const moved = `translate(${formatNumber(x)} ${formatNumber(y)})`;
  return scale === 1 ? moved : `${moved} scale(${Math.round(scale * 1000) / 1000})`;
}
