import { usePage } from '../../src/page-api/page-context.ts';
import { isIconName } from '../../src/page-api/icon-names.ts';

/**
 * A decorative icon from the site's icon sprite: hidden from screen readers, so the link or button
 * around it carries the name. One cached sprite file instead of inline paths keeps every page's
 * HTML small (the brand marks alone were 5 KB a copy, three copies a page). No focusable="false":
 * only Internet Explorer and the old Edge put an <svg> in the tab order, and a page has ~30 icons.
 */
export function Icon({ name, size = 20, className }: { name: string; size?: number; className?: string }) {
  const { iconSprite } = usePage();
  const known = isIconName(name) ? name : 'star';
  return (
    <svg className={className ? `icon ${className}` : 'icon'} width={size} height={size} aria-hidden="true">
      <use href={`${iconSprite}#${known}`} />
    </svg>
  );
}
