/** The few colour operations the drawings need for shading, outlines and thread. */

interface Rgb {
  red: number;
  green: number;
  blue: number;
}

function hexToRgb(hex: string): Rgb {
  const digits = hex.replace('#', '');
  const value = parseInt(digits.length === 3 ? digits.replace(/(.)/g, '$1$1') : digits, 16);
  return { red: (value >> 16) & 255, green: (value >> 8) & 255, blue: value & 255 };
}

function rgbToHex({ red, green, blue }: Rgb): string {
  const channel = (value: number): string =>
    Math.max(0, Math.min(255, Math.round(value)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(red)}${channel(green)}${channel(blue)}`.toUpperCase();
}

/** The colour `amount` of the way from `from` to `to`. */
export function mix(from: string, to: string, amount: number): string {
  const start = hexToRgb(from);
  const end = hexToRgb(to);
  return rgbToHex({
    red: start.red + (end.red - start.red) * amount,
    green: start.green + (end.green - start.green) * amount,
    blue: start.blue + (end.blue - start.blue) * amount,
  });
}

/** Darker version for outlines, folds and the inside of collars. */
export function shade(hex: string, amount: number): string {
  return mix(hex, '#0B0C10', amount);
}

export function tint(hex: string, amount: number): string {
  return mix(hex, '#FFFFFF', amount);
}

/** Relative luminance, as WCAG 2 defines it: https://www.w3.org/TR/WCAG21/#dfn-relative-luminance */
export function luminance(hex: string): number {
  const { red, green, blue } = hexToRgb(hex);
  const linear = (value: number): number => {
    const share = value / 255;
    return share <= 0.03928 ? share / 12.92 : ((share + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

export function isLight(hex: string): boolean {
  return luminance(hex) > 0.45;
}

/** Outline colour that stays visible on both white and black cloth. */
export function edgeOf(hex: string): string {
  return isLight(hex) ? shade(hex, 0.32) : shade(hex, 0.45);
}

/** Stitching is sewn in a slightly contrasting thread so it reads on the cloth. */
export function threadOf(hex: string): string {
  return isLight(hex) ? shade(hex, 0.28) : tint(hex, 0.32);
}
