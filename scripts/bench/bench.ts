// npm run bench [-- N]: the catalogue benchmark of bench-catalogue.ts, on N products (default
// 10,000): cold and cached builds next to Hugo, the dev loop, listing sort and filter, search.
//
// npm run bench -- --photos [83,300]: only the photo part (bench-photos.ts, issue 20), for each
// count of 12 MP phone photos (default 83): the whole `site build` command with an empty image cache
// and again with the cache it left, wall time and the peak memory of its process tree, the output's
// size and its largest picture, next to Hugo's anchor build in the same run. The photos are made
// once and kept in .bench/photos/; the first run of a count takes a few seconds per photo more.
// It is not part of the default run: making 300 photos and building them takes many minutes.
//
// npm run bench -- --controls [DIR] [--only listing,cart]: only the controls part
// (measure-controls.ts, issue 24): a built site folder (default dist, from `npm run build`) served
// with its _headers and gzip, each page of controls-pages.ts opened in Chromium as a phone (375×740,
// 4× CPU slowdown, 1.6 Mbps / 750 kbps / 150 ms, cache off, a new context per run), median of 5:
// FCP, LCP, when the page's main island marked itself ready (data-ready) and that time after FCP;
// "not reached" after 15 s, with the machine's speed measured before each round. CONTROLS_ONLY=listing
// does what --only does; CONTROLS_RUNS and CONTROLS_TIMEOUT_S change the runs and the timeout;
// CONTROLS_CPU=N or =calibrated the slowdown (host-speed.ts). Writes .bench/controls.json.
// npm run bench -- --lighthouse [DIR] [--urls /,/about/] [--runs 5]: Lighthouse's mobile run on each
// page of a built folder, median of the runs, each worked out at 4× and at the CPU slowdown
// calibrated to the benchmark index Lighthouse measured in that run (lighthouse-calibrated.ts).
const args = process.argv.slice(2);
const photos = args.indexOf('--photos');
const controls = args.indexOf('--controls');
const lighthouse = args.indexOf('--lighthouse');
const valueAfter = (index: number) => (args[index + 1] && !args[index + 1]!.startsWith('-') ? args[index + 1] : undefined);
if (lighthouse !== -1) {
  const urls = args.includes('--urls') ? (valueAfter(args.indexOf('--urls')) ?? '/') : '/';
  const runs = Number(args.includes('--runs') ? valueAfter(args.indexOf('--runs')) : 5);
  const { lighthouseCalibrated } = await import('./lighthouse-calibrated.ts');
  await lighthouseCalibrated(
    valueAfter(lighthouse) ?? 'dist',
    urls.split(',').map((url) => url.trim()),
    runs,
  );
} else if (controls !== -1) {
  const only = args.includes('--only') ? valueAfter(args.indexOf('--only')) : process.env.CONTROLS_ONLY;
  const settings = Object.entries(process.env).filter(([name]) => name.startsWith('CONTROLS_') || name === 'CHROMIUM_PATH');
  const command = [...settings.map(([name, value]) => `${name}=${value}`), 'npm run bench --', ...args].join(' ');
  const { measureControls } = await import('./measure-controls.ts');
  await measureControls(valueAfter(controls) ?? 'dist', only ? only.split(',').map((name) => name.trim()) : [], command);
} else if (photos === -1) {
  await import('./bench-catalogue.ts');
} else {
  const list = args[photos + 1] && !args[photos + 1]!.startsWith('-') ? args[photos + 1]! : '83';
  const counts = list.split(',').map(Number);
  if (counts.some((count) => !Number.isInteger(count) || count < 1)) throw new Error(`--photos takes counts of photos like 83,300, got "${list}"`);
  const { benchPhotos } = await import('./bench-photos.ts');
  await benchPhotos(counts);
}
export {};
