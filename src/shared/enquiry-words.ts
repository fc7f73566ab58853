import type { LabelKey } from '../content/schemas/label.ts';

/**
 * The owner's words (labels.csv) that the enquiry list writes in the browser: its lines, forms,
 * messages and the enquiry it sends. The server passes them in the island's props.
 */
export interface EnquiryWords {
  readonly browseAll: string;
  readonly noLongerAvailable: string;
  readonly wishlistEmpty: string;
  readonly moveToEnquiry: string;
  readonly movedToast: string;
  readonly remove: string;
  readonly removeFromWishlist: string;
  readonly removeFromEnquiry: string;
  readonly cartEmpty: string;
  readonly quantity: string;
  readonly sizesNote: string;
  readonly sizesNoteExample: string;
  readonly yourDetails: string;
  readonly yourName: string;
  readonly yourPhone: string;
  readonly reviewSend: string;
  readonly nothingToSend: string;
  readonly leftOut: string;
  readonly noName: string;
  readonly noPhone: string;
  readonly changeDetails: string;
  readonly sendWhatsapp: string;
  readonly sentQuestion: string;
  readonly sentYes: string;
  readonly sentNo: string;
  readonly whatsappToast: string;
  readonly emailToast: string;
  readonly clearedToast: string;
  readonly enquirySubject: string;
  readonly quantityWhole: string;
  readonly quantityMinimum: string;
  readonly quantityRange: string;
  readonly messageHeading: string;
  readonly messageNote: string;
  readonly messageName: string;
  readonly messagePhone: string;
  readonly notGiven: string;
  readonly articleNo: string;
  readonly perPiece: string;
  readonly piece: string;
  readonly pieces: string;
  readonly enquirySendEmail: string;
}

export function enquiryWords(labels: Readonly<Record<LabelKey, string>>): EnquiryWords {
  return {
    browseAll: labels['browse-all'],
    noLongerAvailable: labels['no-longer-available'],
    wishlistEmpty: labels['wishlist-empty'],
    moveToEnquiry: labels['move-to-enquiry'],
    movedToast: labels['moved-toast'],
    remove: labels.remove,
    removeFromWishlist: labels['remove-from-wishlist'],
    removeFromEnquiry: labels['remove-from-enquiry'],
    cartEmpty: labels['cart-empty'],
    quantity: labels.quantity,
    sizesNote: labels['sizes-note'],
    sizesNoteExample: labels['sizes-note-example'],
    yourDetails: labels['your-details'],
    yourName: labels['your-name'],
    yourPhone: labels['your-phone'],
    reviewSend: labels['review-send'],
    nothingToSend: labels['nothing-to-send'],
    leftOut: labels['left-out'],
    noName: labels['no-name'],
    noPhone: labels['no-phone'],
    changeDetails: labels['change-details'],
    sendWhatsapp: labels['send-whatsapp'],
    sentQuestion: labels['sent-question'],
    sentYes: labels['sent-yes'],
    sentNo: labels['sent-no'],
    whatsappToast: labels['whatsapp-toast'],
    emailToast: labels['email-toast'],
    clearedToast: labels['cleared-toast'],
    enquirySubject: labels['enquiry-subject'],
    quantityWhole: labels['quantity-whole'],
    quantityMinimum: labels['quantity-minimum'],
    quantityRange: labels['quantity-range'],
    messageHeading: labels['message-heading'],
    messageNote: labels['message-note'],
    messageName: labels['message-name'],
    messagePhone: labels['message-phone'],
    notGiven: labels['not-given'],
    articleNo: labels['article-no'],
    perPiece: labels['per-piece'],
    piece: labels.piece,
    pieces: labels.pieces,
    enquirySendEmail: labels['enquiry-send-email'],
  };
}
