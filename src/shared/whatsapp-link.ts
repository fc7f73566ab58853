/**
 * A wa.me click-to-chat link. wa.me takes the number as digits only, country code first, and the
 * text percent-encoded; encodeURIComponent keeps &, #, ? and emoji intact (URLSearchParams would
 * write spaces as +, which WhatsApp shows literally). https://faq.whatsapp.com/5913398998672934
 */
export function whatsappLink(phoneDigits: string, text?: string): string {
  const digits = phoneDigits.replace(/\D/g, '');
  return text ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : `https://wa.me/${digits}`;
}
