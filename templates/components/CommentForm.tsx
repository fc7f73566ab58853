import { useSite } from '../../src/render/page-context.ts';
import { mailtoLink } from '../../src/shared/mailto-link.ts';
import { Island } from './Island.tsx';

/** Comments are e-mailed to the business for moderation; approved ones are added to the post's front matter. */
export function CommentForm({ postTitle }: { postTitle: string }) {
  const { settings } = useSite();
  return (
    <Island name="comment-form" as="div" className="comment-form" props={{ email: settings.email, post: postTitle }}>
      <h3>Leave a comment</h3>
      <p className="comment-form__note">Your comment is e-mailed to us and appears here once we have read it. Your e-mail address is not published. All fields are required.</p>
      <form method="post" action={mailtoLink(settings.email, { subject: `Blog comment: ${postTitle}` })} encType="text/plain">
        <div className="enquiry-form__grid">
          <div className="field">
            <label htmlFor="comment-name">Name</label>
            <input id="comment-name" name="name" type="text" required autoComplete="name" />
          </div>
          <div className="field">
            <label htmlFor="comment-email">E-mail</label>
            <input id="comment-email" name="email" type="email" required autoComplete="email" />
          </div>
          <div className="field field--wide">
            <label htmlFor="comment-website">Website</label>
            <input id="comment-website" name="website" type="url" required autoComplete="url" placeholder="https://" />
          </div>
          <div className="field field--wide">
            <label htmlFor="comment-text">Comment</label>
            <textarea id="comment-text" name="comment" rows={5} required />
          </div>
        </div>
        <label className="checkbox">
          <input type="checkbox" name="save" /> Save my name, e-mail and website in this browser for the next time I comment
        </label>
        <button type="submit" className="button">Post Comment</button>
      </form>
    </Island>
  );
}
