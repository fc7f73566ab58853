import { defineCsv, type RecordOf } from './collection.ts';
import { slug, text } from './cell.ts';

/**
 * The small words of the interface that many pages share (buttons, form fields, what a screen reader
 * hears next to a rating), one row each in labels.csv. The keys are structure: templates ask for
 * them; the words are the owner's, so a site in another language or voice changes them here.
 */
export const LABELS = {
  home: 'the first link of the breadcrumbs, to the home page: Home',
  'article-no': 'before the Article No on product cards, e.g. Article No',
  save: 'the button that saves a product to the wishlist',
  'add-to-enquiry': 'the button that adds a product to the enquiry list',
  rating: 'read by screen readers after a rating, e.g. 4.5 out of 5 stars',
  'show-slide': 'read by screen readers on a slider’s dots, before the number: Show slide 2 of 3',
  'slide-of': 'read by screen readers on a slider’s dots, between the numbers: of',
  piece: 'after a quantity of one, e.g. 1 piece',
  pieces: 'after any other quantity, e.g. 320 pieces',
  'newsletter-eyebrow': 'the small line above the newsletter band’s heading',
  'newsletter-title': 'the newsletter band’s heading',
  'newsletter-text': 'the sentence under it',
  'newsletter-email': 'the newsletter e-mail field',
  'newsletter-button': 'the newsletter button',
  'newsletter-consent': 'before the link to the privacy policy under the newsletter field: I agree to the',
  'newsletter-privacy': 'that link’s words: privacy policy',
  'enquiry-note': 'the sentence above the enquiry form: what its two buttons do',
  'enquiry-name': 'the enquiry form’s name field',
  'enquiry-phone': 'its phone field',
  'enquiry-email': 'its e-mail field',
  'enquiry-services': 'its field for what is wanted',
  'enquiry-services-example': 'the example shown in that field while it is empty',
  'enquiry-message': 'its message field',
  'enquiry-message-example': 'the example shown in that field while it is empty',
  'enquiry-send-email': 'the button that writes the enquiry as an e-mail',
  'enquiry-send-whatsapp': 'the button that writes the enquiry as a WhatsApp message',
} as const;

export type LabelKey = keyof typeof LABELS;
export const LABEL_KEYS = Object.keys(LABELS) as LabelKey[];

export const labelCollection = defineCsv({
  file: 'labels.csv',
  title: 'The small words of the interface that many pages share (buttons, form fields, what screen readers hear), one row each; the labels are listed below the columns',
  fields: {
    label: slug('Which words the row is for, one of the names listed above.'),
    text: text('The words shown (or read by screen readers).', { max: 240 }),
  },
});

export type LabelRecord = RecordOf<typeof labelCollection.fields>;
