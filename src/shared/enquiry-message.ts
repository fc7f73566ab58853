/** The five values of the enquiry form, in the order they appear in the message. */
export interface EnquiryValues {
  readonly name: string;
  readonly phone: string;
  readonly email: string;
  readonly services: string;
  readonly message: string;
}

export const ENQUIRY_FIELDS: readonly { key: keyof EnquiryValues; label: string }[] = [
  { key: 'name', label: 'Full name' },
  { key: 'phone', label: 'Phone number' },
  { key: 'email', label: 'E-mail address' },
  { key: 'services', label: 'Services' },
  { key: 'message', label: 'Message' },
];

export const ENQUIRY_SUBJECT = 'Services Inquiry';

/** One labelled line per value; an empty value says so rather than leaving the owner guessing. */
export function enquiryText(values: EnquiryValues): string {
  return ENQUIRY_FIELDS.map(({ key, label }) => `${label}: ${values[key].trim() || '(not given)'}`).join('\n');
}
