import { useSite } from '../../src/page-api/page-context.ts';
import { Icon } from './Icon.tsx';
import { Island } from './Island.tsx';
import { useStylesheet } from '../../src/page-api/stylesheets.ts';

/**
 * "Watch how we make it": a plain link to the video on YouTube, which the video-modal island turns
 * into a modal player. The player's iframe is created only after the click, from
 * youtube-nocookie.com, so nothing is requested from the video host before the visitor asks.
 */
export function VideoLink() {
  useStylesheet(import.meta.url);
  const { settings, labels } = useSite();
  if (!settings.video) return null;
  const watch = `https://www.youtube.com/watch?v=${settings.video}`;
  return (
    <Island name="video-modal" as="div" className="video-link" props={{ id: settings.video, title: labels['video-title'] }}>
      <a className="video-link__open" href={watch} target="_blank" rel="noopener noreferrer">
        <span className="video-link__play" aria-hidden="true">
          <Icon name="play" size={26} />
        </span>
        {labels['watch-video']}
      </a>
      <dialog className="video-dialog" aria-label={labels['video-title']}>
        <button type="button" className="icon-button video-dialog__close" aria-label={labels['close-video']}>
          <Icon name="close" size={24} />
        </button>
        <div className="video-dialog__frame" data-video-frame />
      </dialog>
    </Island>
  );
}
