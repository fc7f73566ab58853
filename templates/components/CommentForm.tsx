import { useSite } from '../../src/page-api/page-context.ts';
import { mailtoLink } from '../../src/shared/mailto-link.ts';
import { Island } from './Island.tsx';
import { useStylesheet } from '../../src/page-api/stylesheets.ts';
import { useFieldStyles } from './Fields.tsx';
import { fillWords } from '../../src/shared/fill-words.ts';

/** Comments are e-mailed to the business for moderation; approved ones are added to the post's front matter. */
export function CommentForm({ postTitle }: { postTitle: string }) {
  useStylesheet(import.meta.url);
  useFieldStyles();
  const { settings, labels } = useSite();
  const subject = fillWords(labels['comment-subject'], { post: postTitle });
  return (
    <Island
      name="comment-form"
      as="div"
      className="comment-form"
      props={{
        email: settings.email,
        subject,
        // The e-mail's first line names the post (the words, the owner's, come with the island's code).
        post: postTitle,
      }}
    >
      <h3>{labels['comment-title']}</h3>
      <p className="comment-form__note">{labels['comment-note']}</p>
      <form method="post" action={mailtoLink(settings.email, { subject })} encType="text/plain">
        <div className="field-grid">
          <div className="field">
            <label htmlFor="comment-name">{labels['comment-name']}</label>
            <input id="comment-name" name="name" type="text" required autoComplete="name" />
          </div>
          <div className="field">
            <label htmlFor="comment-email">{labels['comment-email']}</label>
            <input id="comment-email" name="email" type="email" required autoComplete="email" />
          </div>
          <div className="field field--wide">
            <label htmlFor="comment-website">{labels['comment-website']}</label>
            <input id="comment-website" name="website" type="url" required autoComplete="url" placeholder="https://" />
          </div>
          <div className="field field--wide">
            <label htmlFor="comment-text">{labels['comment-text']}</label>
            <textarea id="comment-text" name="comment" rows={5} required />
          </div>
        </div>
        <label className="checkbox">
          <input type="checkbox" name="save" /> {labels['comment-remember']}
        </label>
        <button type="submit" className="button">
          {labels['comment-button']}
        </button>
      </form>
    </Island>
  );
}
