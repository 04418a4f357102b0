import type { ReaderProfile } from '@book/core';
import { Avatar, LinkButton, formatDate, formatNumber } from '@book/shared-ui';
import { FollowButton } from './FollowButton';
import { ReaderSafety } from './ReaderSafety';

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** Who the reader is: picture, name, bio, since when, their counts, and Follow (or, on one's own, Edit profile). */
export function ReaderHeader({ reader }: { reader: ReaderProfile }) {
  const { counts, relationship } = reader;
  const figures: [string, number][] = [
    ...(counts.booksFinished === null
      ? []
      : [[plural(counts.booksFinished, 'Book finished', 'Books finished'), counts.booksFinished] as [string, number]]),
    [plural(counts.reviews, 'Review', 'Reviews'), counts.reviews],
    [plural(counts.followers, 'Follower', 'Followers'), counts.followers],
    ['Following', counts.following],
  ];
  return (
    <section className="reader-public-head" aria-labelledby="reader-public-name">
      <Avatar src={reader.avatar || undefined} name={reader.username} size="xl" />
      <div className="reader-public-head__info">
        <h1 id="reader-public-name" className="reader-public-head__name">
          {reader.username}
        </h1>
        <p className="reader-muted">
          Joined{' '}
          <time dateTime={reader.joinedAt}>{formatDate(reader.joinedAt, { year: 'numeric', month: 'long' })}</time>
          {relationship.followsYou && !relationship.self && (
            <span className="reader-chip reader-public-head__badge">Follows you</span>
          )}
        </p>
        {reader.bio && <p className="reader-public-head__bio">{reader.bio}</p>}
        <ul className="reader-public-counts" aria-label="Counts">
          {figures.map(([label, value]) => (
            <li key={label}>
              <span className="reader-public-counts__value">{formatNumber(value)}</span>{' '}
              <span className="reader-muted">{label}</span>
            </li>
          ))}
        </ul>
        <div className="reader-public-head__actions">
          {relationship.self ? (
            <LinkButton to="/profile" variant="secondary" size="sm">
              Edit profile
            </LinkButton>
          ) : (
            <>
              {!relationship.blocked && <FollowButton username={reader.username} state={relationship.follow} />}
              <ReaderSafety username={reader.username} blocked={relationship.blocked} />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
