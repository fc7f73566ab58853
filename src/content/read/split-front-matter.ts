/**
 * A Markdown file's front matter and body: the YAML between a first line of three dashes and the
 * next line of three dashes, and everything after that line. The YAML keeps the line break that
 * ends the first line, so a YAML error's line number is the file's.
 */
export interface FrontMatterParts {
  readonly yaml: string;
  readonly body: string;
}

const OPENING = /^---[ \t]*\r?\n/;
const CLOSING = /^---[ \t]*\r?$/gm;

/** The parts, or undefined when the file does not open with a front matter block that closes. */
export function splitFrontMatter(text: string): FrontMatterParts | undefined {
  const opening = OPENING.exec(text);
  if (!opening) return undefined;
  CLOSING.lastIndex = opening[0].length;
  const closing = CLOSING.exec(text);
  if (!closing) return undefined;
  return { yaml: text.slice(3, closing.index), body: text.slice(closing.index + closing[0].length).replace(/^\r?\n/, '') };
}
