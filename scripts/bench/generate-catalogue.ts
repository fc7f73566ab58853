// Writes a synthetic catalogue of N products: the sample content with its product spreadsheets
// repeated (new ids, Article Nos and slugs), to measure the build at scale.
// Usage: tsx scripts/bench/generate-catalogue.ts N OUT_DIR
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

export async function generateCatalogue(total: number, outDir: string, sampleDir = 'content'): Promise<void> {
  await cp(sampleDir, outDir, { recursive: true });
  const lists = ['street', 'sports', 'safety'] as const;
  const shares = { street: 0.45, sports: 0.45, safety: 0.1 };
  let serial = 0;
  for (const list of lists) {
    const file = path.join(outDir, 'products', `${list}.csv`);
    const [header, ...rows] = parse(await readFile(file, 'utf8')) as string[][];
    if (!header) throw new Error(`${file} has no header`);
    const column = (name: string) => header.indexOf(name);
    const count = list === 'safety' ? total - Math.round(total * shares.street) - Math.round(total * shares.sports) : Math.round(total * shares[list]);
    const out: string[][] = [];
    for (let index = 0; index < count; index += 1) {
      const source = rows[index % rows.length]!;
      const row = [...source];
      serial += 1;
      const round = Math.floor(index / rows.length);
      row[column('id')] = String(index + 1);
      // Keep each category's two-letter code and number the copies on: TT-SU-001 → TT-SU-10001 …
      row[column('name')] = `${source[column('name')]!.slice(0, 6)}${String(serial).padStart(5, '0')}`;
      row[column('slug')] = `${source[column('slug')]}-${round + 1}`;
      row[column('price')] = (Number(source[column('price')]) + (serial % 17) * 0.5).toFixed(2);
      row[column('prevPrice')] = (Number(row[column('price')]) + 2).toFixed(2);
      row[column('popularity')] = String((serial * 37) % 100);
      row[column('rating')] = (3 + ((serial * 13) % 21) / 10).toFixed(1);
      out.push(row);
    }
    await writeFile(file, stringify([header, ...out]));
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const total = Number(process.argv[2] ?? 10_000);
  const out = process.argv[3] ?? '.bench/catalogue';
  await generateCatalogue(total, out);
  console.log(`Wrote a catalogue of ${total} products to ${out}/`);
}
