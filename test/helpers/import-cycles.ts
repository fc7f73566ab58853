import { importsOf } from './module-imports.ts';

const importedBy = (file: string) => importsOf(file).map((entry) => entry.to);

/**
 * The import cycles among `files`, each once, as a path that ends where it starts (`a -> b -> a`).
 * A depth-first walk that keeps the path it is on: an import of a file on that path closes a cycle.
 * Each file is walked once, so a knot of many cycles shows the first one found through each of its
 * files; breaking those shows the next.
 */
export function importCycles(files: readonly string[], importsOfFile: (file: string) => readonly string[] = importedBy): string[][] {
  const known = new Set(files);
  const done = new Set<string>();
  const onPath: string[] = [];
  const cycles: string[][] = [];
  const seen = new Set<string>();
  const walk = (file: string) => {
    onPath.push(file);
    for (const next of importsOfFile(file)) {
      if (!known.has(next)) continue;
      const at = onPath.indexOf(next);
      if (at !== -1) {
        const cycle = [...onPath.slice(at), next];
        const key = [...cycle.slice(0, -1)].sort().join('\n');
        if (!seen.has(key)) cycles.push(cycle);
        seen.add(key);
      } else if (!done.has(next)) walk(next);
    }
    onPath.pop();
    done.add(file);
  };
  for (const file of files) if (!done.has(file)) walk(file);
  return cycles;
}
