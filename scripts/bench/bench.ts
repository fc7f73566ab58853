// npm run bench [-- N]: the catalogue benchmark of bench-catalogue.ts, on N products (default
// 10,000): cold and cached builds next to Hugo, the dev loop, listing sort and filter, search.
//
// npm run bench -- --photos [83,300]: only the photo part (bench-photos.ts, issue 20), for each
// count of 12 MP phone photos (default 83): the whole `site build` command with an empty image cache
// and again with the cache it left, wall time and the peak memory of its process tree, the output's
// size and its largest picture, next to Hugo's anchor build in the same run. The photos are made
// once and kept in .bench/photos/; the first run of a count takes a few seconds per photo more.
// It is not part of the default run: making 300 photos and building them takes many minutes.
const args = process.argv.slice(2);
const photos = args.indexOf('--photos');
if (photos === -1) {
  await import('./bench-catalogue.ts');
} else {
  const list = args[photos + 1] && !args[photos + 1]!.startsWith('-') ? args[photos + 1]! : '83';
  const counts = list.split(',').map(Number);
  if (counts.some((count) => !Number.isInteger(count) || count < 1)) throw new Error(`--photos takes counts of photos like 83,300, got "${list}"`);
  const { benchPhotos } = await import('./bench-photos.ts');
  await benchPhotos(counts);
}
export {};
