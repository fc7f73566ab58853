import { describe, expect, it } from 'vitest';
import { mailtoLink } from '../../src/shared/mailto-link.ts';
import { whatsappLink } from '../../src/shared/whatsapp-link.ts';

describe('whatsappLink', () => {
  it('keeps digits only and percent-encodes the text so &, #, ? and emoji arrive intact', () => {
    const text = 'Kits & socks #10? 👕\nThanks';
    const link = whatsappLink('+92 300 1234567', text);
    expect(link).toBe('https://wa.me/923001234567?text=Kits%20%26%20socks%20%2310%3F%20%F0%9F%91%95%0AThanks');
    expect(decodeURIComponent(new URL(link).search.slice('?text='.length))).toBe(text);
  });
});

describe('mailtoLink', () => {
  it('encodes spaces as %20 and line breaks as %0D%0A (RFC 6068)', () => {
    expect(mailtoLink('orders@example.com', { subject: 'Services Inquiry', body: 'Name: Ali\nPhone: 1 & 2' })).toBe(
      'mailto:orders@example.com?subject=Services%20Inquiry&body=Name%3A%20Ali%0D%0APhone%3A%201%20%26%202',
    );
  });
});
