import { mailtoLink } from '../../shared/mailto-link.ts';
import { islandProps } from '../lib/island-props.ts';
import { openExternal } from '../lib/open-external.ts';
import { readStored, writeStored, removeStored } from '../lib/storage.ts';
import { toast } from '../lib/toast.ts';
import { fillWords } from '../../shared/fill-words.ts';
import words from 'island-words:commentForm';

interface SavedCommenter {
  name: string;
  email: string;
  website: string;
}

const KEY = 'tt.commenter';

function isCommenter(value: unknown): value is SavedCommenter {
  const record = value as Record<string, unknown> | null;
  return typeof record === 'object' && record !== null && ['name', 'email', 'website'].every((key) => typeof record[key] === 'string');
}

/**
 * A comment is e-mailed to the business for moderation (the owner adds approved comments to the
 * post's front matter). "Save my info" really remembers name, e-mail and website in this browser.
 */
for (const root of document.querySelectorAll<HTMLElement>('[data-island="comment-form"]')) {
  const form = root.querySelector('form');
  if (!form) continue;
  const { email, subject, post } = islandProps<{ email: string; subject: string; post: string }>(root);
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  const saved = readStored(KEY, isCommenter);
  if (saved) {
    field('name').value = saved.name;
    field('email').value = saved.email;
    field('website').value = saved.website;
    field('save').checked = true;
  }
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const values = { name: field('name').value.trim(), email: field('email').value.trim(), website: field('website').value.trim() };
    const comment = (form.elements.namedItem('comment') as HTMLTextAreaElement).value.trim();
    if (field('save').checked) writeStored(KEY, values);
    else removeStored(KEY);
    const body = [
      fillWords(words.about, { post }),
      '',
      comment,
      '',
      `${words.name}: ${values.name}`,
      `${words.email}: ${values.email}`,
      `${words.website}: ${values.website}`,
    ].join('\n');
    openExternal(mailtoLink(email, { subject, body }), 'same-tab');
    // The comment is only sent when the visitor sends the e-mail, and only shown once approved.
    toast(words.said, 'info');
    (form.elements.namedItem('comment') as HTMLTextAreaElement).value = '';
    if (!field('save').checked) form.reset();
  });
}
