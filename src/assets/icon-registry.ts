import { siFacebook, siInstagram, siWhatsapp } from 'simple-icons';

/**
 * Interface icons (lucide, drawn as strokes): the name content and templates use, and the lucide
 * icon that draws it, a file of lucide-static/icons/. Lucide's own names, as lucide-react's
 * components drew them before (its Waves is waves-horizontal), not the old names lucide-static
 * also keeps a copy under (waves.svg).
 */
export const LUCIDE_ICONS: Readonly<Record<string, string>> = {
  'arrow-up': 'arrow-up',
  badge: 'badge-check',
  box: 'box',
  'chevron-down': 'chevron-down',
  'chevron-left': 'chevron-left',
  'chevron-right': 'chevron-right',
  clock: 'clock',
  flask: 'flask-conical',
  globe: 'globe',
  handshake: 'handshake',
  headset: 'headset',
  heart: 'heart',
  bulb: 'lightbulb',
  mail: 'mail',
  'map-pin': 'map-pin',
  menu: 'menu',
  chat: 'message-circle',
  palette: 'palette',
  needle: 'pen',
  phone: 'phone',
  printer: 'printer',
  refresh: 'refresh-cw',
  ruler: 'ruler',
  scissors: 'scissors',
  search: 'search',
  shield: 'shield',
  tshirt: 'shirt',
  bag: 'shopping-bag',
  sparkle: 'sparkles',
  star: 'star',
  tag: 'tag',
  trophy: 'trophy',
  truck: 'truck',
  people: 'users',
  wash: 'waves-horizontal',
  close: 'x',
  bolt: 'zap',
  grid: 'layout-grid',
  list: 'list',
  filters: 'sliders-horizontal',
  play: 'play',
  'zoom-in': 'zoom-in',
};

/** Brand marks are filled glyphs: simple-icons (CC0) for Facebook, Instagram, WhatsApp; LinkedIn's "in" drawn here. */
export const BRAND_ICONS: Record<string, string> = {
  facebook: siFacebook.path,
  instagram: siInstagram.path,
  whatsapp: siWhatsapp.path,
  linkedin:
    'M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.86 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z',
};

export function isIconName(name: string): boolean {
  return name in LUCIDE_ICONS || name in BRAND_ICONS;
}
