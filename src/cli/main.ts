import { existsSync } from 'node:fs';
import { Command, CommanderError, Option } from 'commander';
import { ContentError, UsageError } from '../errors/content-error.ts';
import { formatIssues } from '../errors/format-issues.ts';
import { PublishError } from '../publish/publish-error.ts';
import type { ProgressOutput } from './progress-line.ts';
import { isValidBasePath } from '../shared/url-paths.ts';

export const EXIT = { ok: 0, content: 1, usage: 2, internal: 3 } as const;

interface Io {
  out: (line: string) => void;
  err: (line: string) => void;
  /** Where the build's progress goes; by default a plain line per phase into `err`. */
  progress?: ProgressOutput;
  /** Asks the person at the terminal and returns the answer; none when no one is there to answer. */
  ask?: (question: string) => Promise<string>;
}

const defaultIo: Io = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  progress: { interactive: Boolean(process.stderr.isTTY) && !process.env.CI, write: (text) => void process.stderr.write(text) },
  ...(process.stdin.isTTY ? { ask: askAtTerminal } : {}),
};

async function askAtTerminal(question: string): Promise<string> {
  const { createInterface } = await import('node:readline/promises');
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await terminal.question(question);
  } finally {
    terminal.close();
  }
}

/** Runs the CLI and returns the exit code; the caller sets it, so tests can call this directly. */
export async function main(argv: readonly string[], io: Io = defaultIo): Promise<number> {
  // Each command's code is imported when that command runs: `site --help` or `site preview` then
  // loads a few kilobytes instead of React, sharp and the whole pipeline.
  const program = new Command()
    .name('site')
    .description('Builds the catalogue website from the spreadsheets and Markdown in content/.')
    .exitOverride()
    .configureOutput({ writeOut: (text) => io.out(text.trimEnd()), writeErr: (text) => io.err(text.trimEnd()) });
  addBuildCommands(program, io);
  addServeCommands(program, io);
  addContentCommands(program, io);
  try {
    await program.parseAsync(argv, { from: 'user' });
    return EXIT.ok;
  } catch (error) {
    return exitCodeOf(error, io);
  }
}

/** Progress goes to stderr, as plain lines, unless the caller gives a terminal's. */
const progressOf = (io: Io) => io.progress ?? { interactive: false, write: (text: string) => io.err(text.trimEnd()) };

/** `build` and `check`: the site made, or its content checked. */
function addBuildCommands(program: Command, io: Io): void {
  program
    .command('build')
    .description('Build the site into the output folder (the previous one stays untouched if anything fails).')
    .option('--content <dir>', 'content folder', 'content')
    .option('--out <dir>', 'output folder', 'dist')
    .addOption(baseUrlOption())
    .addOption(basePathOption())
    .option('--no-cache', 'build every page anew, without reusing anything from earlier builds (node_modules/.cache/site/)')
    .option('--no-search', 'build no search index (the pages then show no search button)')
    .option('--quiet', 'print only the summary line (and any problems)')
    .option('--report', "after building, print each template's bytes before the first paint and its JavaScript")
    .addOption(strictOption())
    .action(
      async (options: {
        content: string;
        out: string;
        baseUrl?: string;
        basePath?: string;
        cache: boolean;
        search: boolean;
        quiet?: boolean;
        report?: boolean;
        strict?: boolean;
      }) => {
        requireFolder(options.content);
        checkAddressOptions(options);
        await (await import('./build-command.ts')).buildCommand(options, io.out, progressOf(io));
      },
    );

  program
    .command('check')
    .description('Check the content and print every problem, without building.')
    .option('--content <dir>', 'content folder', 'content')
    .option(
      '--built',
      'also build the site into a temporary folder (never dist/) and crawl it: links and pictures that lead nowhere (those written in Markdown too), pages without a title or description, titles two pages share',
    )
    .addOption(strictOption())
    .addOption(baseUrlOption())
    .addOption(basePathOption())
    .action(async (options: { content: string; built?: boolean; strict?: boolean; baseUrl?: string; basePath?: string }) => {
      requireFolder(options.content);
      checkAddressOptions(options);
      await (await import('./check-command.ts')).checkCommand(options, io.out, options.built ? progressOf(io) : undefined);
    });
}

/** `preview` and `dev`: the site served on this machine. */
function addServeCommands(program: Command, io: Io): void {
  program
    .command('preview')
    .description('Serve the built site on this machine, as a static host would (its _headers, its 404 page, its base path).')
    .option('--out <dir>', 'the built folder', 'dist')
    .option('--port <port>', 'port to listen on', '8080')
    .action(async (options: { out: string; port: string }) => {
      await (await import('./preview-command.ts')).previewCommand({ out: options.out, port: parsePort(options.port) }, io.out);
    });

  program
    .command('dev')
    .description('Build the site, serve it on this machine with live reload, and rebuild it on every save.')
    .option('--content <dir>', 'content folder', 'content')
    .option('--port <port>', 'port to listen on (0 picks a free one)', '8080')
    .option('--open', 'open the site in the system browser')
    .addOption(baseUrlOption())
    .addOption(basePathOption())
    .action(async (options: { content: string; port: string; open?: boolean; baseUrl?: string; basePath?: string }) => {
      requireFolder(options.content);
      checkAddressOptions(options);
      const port = parsePort(options.port);
      await (await import('./dev-command.ts')).devCommand({ ...options, port, open: options.open === true }, io.out);
    });
}

/** `init`, `publish`, `export-xlsx` and `import-xlsx`: what the owner does with the content folder. */
function addContentCommands(program: Command, io: Io): void {
  program
    .command('init')
    .description(
      'start a site for your business: without a folder, in the content folder itself (the untouched sample is moved aside into sample-content/); with a folder, a new content folder there',
    )
    .argument('[dir]', 'a new content folder for a second site (it must not hold files yet)')
    .option('--name <name>', 'the business name, e.g. "Acme Kits" (asked for when left out)')
    .option('--content <dir>', 'content folder', 'content')
    .action(async (dir: string | undefined, options: { name?: string; content: string }) => {
      await (await import('./init-command.ts')).initCommand(dir, { ...options, ...(io.ask ? { ask: io.ask } : {}) }, io.out);
    });

  program
    .command('publish')
    .description('Check the content, then send the content folder to the repository online (a commit with what changed, in words), so the host publishes it.')
    .option('--content <dir>', 'content folder', 'content')
    .action(async (options: { content: string }) => {
      requireFolder(options.content);
      await (await import('./publish-command.ts')).publishCommand({ content: options.content }, io.out, progressOf(io));
    });

  program
    .command('export-xlsx')
    .description('Put the CSV files of the content into one workbook, content/catalogue.xlsx, a sheet per list.')
    .option('--content <dir>', 'content folder', 'content')
    .option('--out <file>', 'the workbook to write (default: catalogue.xlsx in the content folder)')
    .option('--force', 'replace the workbook if it exists')
    .option('--remove-csv', 'delete the CSV files once they are in the workbook, so the build reads the workbook')
    .action(async (options: { content: string; out?: string; force?: boolean; removeCsv?: boolean }) => {
      requireFolder(options.content);
      await (await import('./export-xlsx-command.ts')).exportXlsxCommand(options, io.out);
    });

  program
    .command('import-xlsx')
    .description('Write the lists of a workbook (default: content/catalogue.xlsx) as CSV files, for version control or to go back to CSV.')
    .option('--content <dir>', 'content folder', 'content')
    .option('--workbook <file>', 'the workbook to read (default: catalogue.xlsx in the content folder)')
    .option('--out <dir>', 'where the CSV files go (default: the content folder)')
    .option('--remove-workbook', 'delete the workbook once its lists are CSV files, so the build reads those')
    .action(async (options: { content: string; workbook?: string; out?: string; removeWorkbook?: boolean }) => {
      requireFolder(options.content);
      await (await import('./import-xlsx-command.ts')).importXlsxCommand(options, io.out);
    });
}

/** The exit code for what stopped a command, said to the owner in their terms first. */
function exitCodeOf(error: unknown, io: Io): number {
  if (error instanceof CommanderError) {
    // --help and --version end through here too, successfully.
    return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
  }
  if (error instanceof UsageError) {
    io.err(`Error: ${error.message}`);
    return EXIT.usage;
  }
  if (error instanceof ContentError) {
    io.err(formatIssues(error.issues));
    io.err(
      `\n${error.issues.length} problem${error.issues.length === 1 ? '' : 's'} found; nothing was written. Fix ${error.issues.length === 1 ? 'it' : 'them'} and run the command again.`,
    );
    return EXIT.content;
  }
  if (error instanceof PublishError) {
    // Already the owner's sentences (what happened, what to do); Git's own output would only confuse.
    io.err(error.message);
    return EXIT.content;
  }
  // A fault in the program, not in the content: the stack helps whoever fixes it.
  io.err(`Internal error (not a problem in your content): ${(error as Error).stack ?? String(error)}`);
  return EXIT.internal;
}

/** --strict, for the publishing recipes: what is still the sample's stops the command instead of being a warning. */
const strictOption = () =>
  new Option(
    '--strict',
    "stop (exit 1) on anything still the sample's or an example (its name, logo, phone, e-mail, address, .example addresses, the starter's rows), instead of warning",
  );

/** --base-url and --base-path, declared and checked alike for every command that builds. */
const baseUrlOption = () => new Option('--base-url <url>', 'address the site is published at, overriding baseUrl in content/site.json');
const basePathOption = () => new Option('--base-path <path>', 'path the site lives under on its host, e.g. /shop-site/ (default: the path of the base URL)');

function checkAddressOptions(options: { baseUrl?: string; basePath?: string }): void {
  if (options.baseUrl !== undefined && !isSiteAddress(options.baseUrl)) {
    throw new UsageError(`--base-url must be a web address like https://www.example.com or https://owner.github.io/shop-site/, got "${options.baseUrl}"`);
  }
  if (options.basePath !== undefined && !isValidBasePath(options.basePath)) {
    throw new UsageError(`--base-path must be a path of plain letters, digits and dashes like /shop-site/, got "${options.basePath}"`);
  }
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new UsageError(`--port must be a port number from 0 to 65535, got "${value}"`);
  return port;
}

function isSiteAddress(value: string): boolean {
  try {
    const parsed = new URL(value);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && !parsed.search && !parsed.hash && isValidBasePath(parsed.pathname);
  } catch {
    return false;
  }
}

function requireFolder(folder: string): void {
  if (!existsSync(folder)) throw new UsageError(`the content folder "${folder}" does not exist`);
}
