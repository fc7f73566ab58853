import type { LineOrder } from '../../shared/line-order.ts';
import { mailtoLink } from '../../shared/mailto-link.ts';
import { hasOrder, productEnquiryMessage } from '../../shared/product-enquiry-message.ts';
import type { ProductEnquiryProps } from '../../shared/size-run-props.ts';
import { whatsappLink } from '../../shared/whatsapp-link.ts';
import type { LineProduct } from '../../shared/product-copies.ts';
import { rosterFiles } from './draw-order.ts';

/**
 * Makes the product page's own WhatsApp and e-mail links (ProductPage.tsx) carry what the buyer
 * has chosen in the size run; returns what to call after each change. With nothing chosen they
 * say what the server wrote. When the roster makes a link too long, the message says the file is
 * attached and the roster's download (and share) buttons stand under the links, as at checkout.
 */
export function followOrder(props: ProductEnquiryProps, product: LineProduct): (order: LineOrder, note: string) => void {
  const whatsapp = document.querySelector<HTMLAnchorElement>('#product-enquire-whatsapp');
  const email = document.querySelector<HTMLAnchorElement>('#product-enquire-email');
  const withOrder = document.querySelector<HTMLElement>('[data-with-order]');
  if (!whatsapp || !email) return () => undefined;
  const links = (text: string) => ({ whatsapp: whatsappLink(props.phone, text), email: mailtoLink(props.email, { subject: props.subject, body: text }) });
  const longer = (text: string) => {
    const both = links(text);
    return both.whatsapp.length > both.email.length ? both.whatsapp : both.email;
  };
  let files: HTMLElement | undefined;
  let filesFor = '';
  return (order, note) => {
    const chosen = hasOrder(order, note);
    const message = chosen
      ? productEnquiryMessage(props.greeting, { order, note }, { order: props.orders.order, note: props.note }, longer)
      : { text: props.greeting, rosterAttached: false };
    const hrefs = links(message.text);
    whatsapp.href = hrefs.whatsapp;
    email.href = hrefs.email;
    withOrder?.toggleAttribute('hidden', !chosen);
    // The file's buttons are drawn again only when the roster they hold has changed.
    const wanted = message.rosterAttached ? JSON.stringify([order.roster, order.decoration]) : '';
    if (wanted === filesFor) return;
    files?.remove();
    files = undefined;
    filesFor = wanted;
    if (wanted === '') return;
    files = rosterFiles([{ title: product.title, name: product.name, order }], props.orders);
    (withOrder ?? email.parentElement)?.after(files);
  };
}
