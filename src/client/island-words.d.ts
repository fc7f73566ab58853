/**
 * The owner's words the islands write alike on every page (src/shared/island-words.ts), one module
 * per key. The build makes each from the site's labels when it bundles the islands
 * (build-islands.ts); a key without its module here is a type error in the island that imports it.
 */
type IslandWords = import('../shared/island-words.ts').IslandWords;

declare module 'island-words:sizeRun' {
  const words: IslandWords['sizeRun'];
  export default words;
}
declare module 'island-words:orders' {
  const words: IslandWords['orders'];
  export default words;
}
declare module 'island-words:orderNote' {
  const words: IslandWords['orderNote'];
  export default words;
}
declare module 'island-words:listing' {
  const words: IslandWords['listing'];
  export default words;
}
declare module 'island-words:siteSearch' {
  const words: IslandWords['siteSearch'];
  export default words;
}
declare module 'island-words:listButtons' {
  const words: IslandWords['listButtons'];
  export default words;
}
declare module 'island-words:newsletter' {
  const words: IslandWords['newsletter'];
  export default words;
}
declare module 'island-words:blogSearch' {
  const words: IslandWords['blogSearch'];
  export default words;
}
declare module 'island-words:enquiryForm' {
  const words: IslandWords['enquiryForm'];
  export default words;
}
declare module 'island-words:commentForm' {
  const words: IslandWords['commentForm'];
  export default words;
}
declare module 'island-words:accountForm' {
  const words: IslandWords['accountForm'];
  export default words;
}
