import type { LabelKey } from '../content/schemas/label.ts';
import type { IslandWords } from '../shared/island-words.ts';
import { listingWords } from '../shared/listing-words.ts';
import { orderWords } from './order-words.ts';
import { sizeRunWords } from './size-run-words.ts';

/** The words the islands' bundles carry (src/shared/island-words.ts), from the owner's labels. */
export function islandWords(labels: Readonly<Record<LabelKey, string>>): IslandWords {
  return {
    sizeRun: sizeRunWords(labels),
    orders: orderWords(labels),
    orderNote: labels['order-note'],
    listing: listingWords(labels),
    siteSearch: {
      start: labels['search-start'],
      unavailable: labels['search-unavailable'],
      searching: labels.searching,
      none: labels['search-none'],
      one: labels['search-one'],
      many: labels['search-many'],
    },
    listButtons: { saved: labels['saved-toast'], unsaved: labels['unsaved-toast'], added: labels['added-toast'] },
    newsletter: { service: labels['newsletter-service-toast'], email: labels['newsletter-email-toast'] },
    blogSearch: { none: labels['no-post-found'], one: labels['post-found'], many: labels['posts-found'] },
    enquiryForm: { whatsapp: labels['enquiry-whatsapp-toast'], email: labels['enquiry-email-toast'] },
    commentForm: {
      said: labels['comment-toast'],
      about: labels['comment-on'],
      name: labels['comment-name'],
      email: labels['comment-email'],
      website: labels['comment-website'],
    },
    accountForm: { signIn: labels['sign-in-toast'], signUp: labels['sign-up-toast'] },
  };
}
