import { useSite } from '../../../src/page-api/page-context.ts';
import { ExternalLink } from '../../components/ExternalLink.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Img } from '../../components/Img.tsx';
import { fillWords } from '../../../src/shared/fill-words.ts';

export function Instagram() {
  const site = useSite();
  const profile = site.settings.social.instagram;
  return (
    <section className="instagram" aria-labelledby="home-instagram">
      <h2 id="home-instagram" className="visually-hidden">
        {site.sections.home.instagram.title}
      </h2>
      <ul className="instagram__grid">
        {site.gallery
          .filter((image) => image.group === 'instagram')
          .map((image) => (
            <li key={image.image}>
              <Img src={image.image} alt={image.alt} sizes="(min-width: 992px) 17vw, 33vw" />
            </li>
          ))}
      </ul>
      {profile && (
        <ExternalLink className="instagram__sticker" href={profile} label={fillWords(site.labels['new-tab'], { link: site.sections.home.instagram.button })}>
          <Icon name="instagram" size={26} />
          <span>{site.sections.home.instagram.button}</span>
        </ExternalLink>
      )}
    </section>
  );
}
