import type { ReactNode } from 'react';
import type { Product } from '../../src/page-api/site-model.ts';
import { usePage } from '../../src/page-api/page-context.ts';
import { useStylesheet } from '../../src/page-api/stylesheets.ts';
import { useFieldStyles } from './Fields.tsx';
import { Icon } from './Icon.tsx';
import { Repeated } from './Repeated.tsx';

/**
 * A team kit's roster: a row per player (name, number, size, shorts size), rows added and removed
 * with buttons, and a box a roster copied from a spreadsheet is pasted into. Its rows are drawn by
 * the size-run island from the blank row in the template, so every word is the owner's; it needs
 * the island, so without JavaScript it is not shown (SizeRun.css) and the free box for sizes and
 * names takes its place.
 */
export function Roster({ product }: { product: Product }) {
  useStylesheet(import.meta.url, 'SizeRun.css');
  useFieldStyles();
  const page = usePage();
  const { sizes } = product;
  return (
    <Repeated
      as="section"
      className="roster"
      aria-labelledby="roster-title"
      data-roster
      repeatKey={`roster${JSON.stringify(sizes)}`}
      inputs={[page.site.labels, page.iconSprite]}
      content={() => <RosterContent sizes={sizes} />}
    />
  );
}

function RosterContent({ sizes }: { sizes: readonly string[] }) {
  const { labels } = usePage().site;
  const sizeOptions = sizes.map((size) => (
    <option key={size} value={size}>
      {size}
    </option>
  ));
  return (
    <>
      <h3 id="roster-title" className="roster__title">
        {labels['roster-title']}
      </h3>
      <p className="roster__intro">{labels['roster-intro']}</p>
      <div className="roster__head" aria-hidden="true">
        <span>{labels['roster-name']}</span>
        <span>{labels['roster-number']}</span>
        <span>{labels['roster-size']}</span>
        <span>{labels['roster-shorts-size']}</span>
        <span />
      </div>
      <ol className="roster__rows" data-roster-rows />
      <template data-roster-row>
        <li className="roster__row">
          <div className="roster__cells">
            {/* Each field's caption shows on a phone, where the column headings do not; screen
                readers hear the island's aria-label, which adds the player's row. */}
            <label className="roster__cell roster__cell--name">
              <span className="roster__caption">{labels['roster-name']}</span>
              <input type="text" autoComplete="off" data-field="name" />
            </label>
            <label className="roster__cell">
              <span className="roster__caption">{labels['roster-number']}</span>
              <input type="text" inputMode="numeric" autoComplete="off" data-field="number" />
            </label>
            <SizeCell caption={labels['roster-size']} field="size" options={sizeOptions} />
            <SizeCell caption={labels['roster-shorts-size']} field="shortsSize" options={sizeOptions} />
            <button type="button" className="roster__remove" data-roster-remove>
              <Icon name="close" size={18} />
            </button>
          </div>
          <p className="roster__problem" data-roster-problem hidden />
        </li>
      </template>
      <button type="button" className="button button--outline roster__add" data-roster-add>
        {labels['roster-add']}
      </button>
      <details className="roster__paste">
        <summary>{labels['roster-paste']}</summary>
        <div className="field">
          <label htmlFor="roster-paste" className="visually-hidden">
            {labels['roster-paste']}
          </label>
          <textarea id="roster-paste" rows={6} aria-describedby="roster-paste-hint" data-roster-paste />
          <p id="roster-paste-hint" className="roster__hint">
            {labels['roster-paste-hint']}
          </p>
        </div>
        <button type="button" className="button" data-roster-fill>
          {labels['roster-paste-button']}
        </button>
        <p className="roster__status" role="status" data-roster-status />
      </details>
    </>
  );
}

/** A roster row's size or shorts size: the product's sizes, or none yet. */
function SizeCell({ caption, field, options }: { caption: string; field: 'size' | 'shortsSize'; options: ReactNode }) {
  return (
    <label className="roster__cell">
      <span className="roster__caption">{caption}</span>
      <select data-field={field}>
        {/* No size yet. HTML wants an option's text (or label): a dash, which no language needs worded. */}
        <option value="">–</option>
        {options}
      </select>
    </label>
  );
}
