/**
 * The owner's words (labels.csv) that the enquiry list writes in the browser: its lines, forms,
 * messages and the enquiry it sends. The server passes them in the island's props, taken from the
 * labels by src/page-api/enquiry-words.ts (shared code knows no content schema: issue 38).
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
