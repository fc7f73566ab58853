/**
 * What to do with an iPhone's HEIC photo, for the sentence of the cell that names one: browsers
 * other than Safari cannot show HEIC, and the build's image library cannot read it (HEVC is
 * patent-encumbered, so no prebuilt decoder ships with it).
 */
export const HEIC_ADVICE =
  'export it as JPEG and write the .jpg name here (on a Mac: open it in Preview, File > Export, Format JPEG; on Windows: open it in Photos, Save as, .jpg; on the iPhone, Settings > Camera > Formats > Most Compatible takes new photos as JPEG)';
