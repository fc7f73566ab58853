import type { Site } from '../../src/page-api/site-model.ts';
import { usePaths, useSite } from '../../src/page-api/page-context.ts';
import { ExternalLink } from './ExternalLink.tsx';
import { Icon } from './Icon.tsx';
import { Img } from './Img.tsx';
import { useStylesheet } from '../../src/page-api/stylesheets.ts';
import { fillWords } from '../../src/shared/fill-words.ts';

type TeamMember = Site['team'][number];

const NETWORKS = [
  { key: 'facebook', label: 'Facebook' },
  { key: 'instagram', label: 'Instagram' },
  { key: 'linkedin', label: 'LinkedIn' },
] as const;

/**
 * One person: portrait, name, role, and on the team page their bio and profiles. The about page
 * shows the short version, whose name links to the person's card on the team page. `priority` for
 * the first card of the team page, whose portrait is its largest paint on a phone.
 */
export function TeamCard({ member, full = true, priority = false }: { member: TeamMember; full?: boolean; priority?: boolean }) {
  useStylesheet(import.meta.url);
  const { labels } = useSite();
  const paths = usePaths();
  const profiles = NETWORKS.flatMap((network) => {
    const href = member[network.key];
    return href ? [{ ...network, href }] : [];
  });
  return (
    <li className={`team-card${full ? '' : ' team-card--short linked-card'}`} id={full ? member.slug : undefined}>
      <div className="team-card__media">
        <Img
          className="team-card__image"
          src={member.image}
          alt={fillWords(labels['team-portrait'], { member: member.name })}
          priority={priority}
          sizes="(min-width: 992px) 30vw, (min-width: 600px) 45vw, 100vw"
        />
      </div>
      <div className="team-card__body">
        <h3 className="team-card__name">
          {full ? (
            member.name
          ) : (
            <a className="linked-card__link" href={`${paths.team}#${member.slug}`}>
              {member.name}
            </a>
          )}
        </h3>
        <p className="team-card__role">{member.role}</p>
        {full && member.bio && <p className="team-card__bio">{member.bio}</p>}
        {full && profiles.length > 0 && (
          <ul className="team-card__social" aria-label={fillWords(labels['member-online'], { member: member.name })}>
            {profiles.map((profile) => (
              <li key={profile.key}>
                <ExternalLink
                  href={profile.href}
                  label={fillWords(labels['new-tab'], { link: fillWords(labels['on-network'], { who: member.name, network: profile.label }) })}
                >
                  <Icon name={profile.key} size={17} />
                </ExternalLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
