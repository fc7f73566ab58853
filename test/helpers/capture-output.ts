/** What the CLI prints, line by line, on its two streams, and the io object that collects it. */
export function captureOutput() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (line: string) => out.push(line), err: (line: string) => err.push(line) }, out, err };
}
