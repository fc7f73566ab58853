/**
 * The files that programs write next to the real ones while saving, which never feed the site:
 * Excel's owner file `~$book.xlsx` and its temporary copy of a workbook being saved (`5A3CF100`),
 * LibreOffice's lock `.~lock.book.csv#`, `*.tmp`, Vim's swap
 * files and its write test `4913`, backup files ending in `~`, and dotfiles and dot-folders
 * (`.DS_Store`, `.git/`). Rebuilding for them would only build twice. The path is relative to
 * the watched folder, so a dot-folder above it (a home's `.cache/`) does not count.
 */
export function isScratchFile(relativePath: string): boolean {
  const segments = relativePath.split(/[\\/]/).filter((segment) => segment !== '');
  if (segments.some((segment) => segment.startsWith('.'))) return true;
  const name = segments.at(-1) ?? '';
  // Excel saves a workbook by writing a copy named with eight hex digits and no extension (5A3CF100), then renaming it.
  return name.startsWith('~$') || name === '4913' || name.endsWith('~') || /\.(tmp|swp|swx|swo)$/i.test(name) || /^[0-9A-F]{8}$/.test(name);
}
