import {
  ArrowUp, BadgeCheck, Box, ChevronDown, ChevronLeft, ChevronRight, Clock, FlaskConical, Globe, Handshake, Headset, Heart, LayoutGrid,
  Lightbulb, List, Mail, MapPin, Menu, MessageCircle, Palette, Pen, Phone, Printer, RefreshCw, Ruler, Scissors, Search, Shield, Shirt,
  Play, ShoppingBag, SlidersHorizontal, Sparkles, Star, Tag, Trophy, Truck, Users, Waves, X, Zap, ZoomIn, type LucideIcon,
} from 'lucide-react';
import { siFacebook, siInstagram, siWhatsapp } from 'simple-icons';

/** Interface icons (lucide, drawn as strokes) by the names content and templates use. */
export const LUCIDE_ICONS: Record<string, LucideIcon> = {
  'arrow-up': ArrowUp, badge: BadgeCheck, box: Box, 'chevron-down': ChevronDown, 'chevron-left': ChevronLeft, 'chevron-right': ChevronRight,
  clock: Clock, flask: FlaskConical, globe: Globe, handshake: Handshake, headset: Headset, heart: Heart, bulb: Lightbulb, mail: Mail,
  'map-pin': MapPin, menu: Menu, chat: MessageCircle, palette: Palette, needle: Pen, phone: Phone, printer: Printer, refresh: RefreshCw,
  ruler: Ruler, scissors: Scissors, search: Search, shield: Shield, tshirt: Shirt, bag: ShoppingBag, sparkle: Sparkles, star: Star, tag: Tag,
  trophy: Trophy, truck: Truck, people: Users, wash: Waves, close: X, bolt: Zap, grid: LayoutGrid, list: List, filters: SlidersHorizontal, play: Play, 'zoom-in': ZoomIn,
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
