import { useState } from 'react';
import { Link } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { errorMessage, useSession } from '@book/core';
import {
  Button,
  Card,
  EmptyState,
  LinkButton,
  PageHeader,
  SearchInput,
  SelectField,
  Spinner,
  StatusBadge,
  useDebouncedValue,
  usePageTitle,
} from '@book/shared-ui';
import type { ClubSort, ClubSummary, MyClub } from '../../common/api/clubs-calls';
import { membersText } from '../../common/club-texts';
import { directoryQuery, myClubsQuery } from './api/directory-queries';

const SORTS = [
  { value: 'members', label: 'Most members' },
  { value: 'activity', label: 'Recently active' },
];

const STANDING: Record<string, string> = {
  member: 'Member',
  invited: 'Invited',
  requested: 'Request sent',
  banned: 'Banned',
};

function ClubCard({ club, basePath, standing }: { club: ClubSummary | MyClub; basePath: string; standing?: string }) {
  return (
    <Card as="li" className="club-card" data-testid="club-card">
      <h3 className="club-card__name">
        <Link to={`${basePath}/${club._id}`}>{club.name}</Link>
      </h3>
      <p className="club-card__meta">
        {membersText(club.memberCount)}
        {club.visibility === 'private' ? ' · Private' : ''}
        {standing ? <StatusBadge label={standing} status="standing" tone="blue" /> : null}
      </p>
      {club.description ? <p className="club-card__description">{club.description}</p> : null}
    </Card>
  );
}

function YourClubs({ basePath }: { basePath: string }) {
  const mine = useQuery(myClubsQuery());
  if (mine.isPending) return <Spinner label="Loading your clubs" />;
  if (mine.isError) return <p role="alert">{errorMessage(mine.error, 'Your clubs could not be loaded.')}</p>;
  if (mine.data.length === 0) return <p className="clubs-muted">You have not joined a club yet.</p>;
  return (
    <ul className="club-list" aria-label="Your clubs">
      {mine.data.map((club) => (
        <ClubCard
          key={club._id}
          club={club}
          basePath={basePath}
          standing={club.viewer.state === 'member' ? undefined : STANDING[club.viewer.state ?? '']}
        />
      ))}
    </ul>
  );
}

/** The clubs' directory: public and private clubs by name, most members or recent activity first, a page at a time. */
export function ClubsDirectory({ basePath }: { basePath: string }) {
  usePageTitle('Book clubs');
  const signedIn = useSession((s) => Boolean(s.user));
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<ClubSort>('members');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim(), 300);
  const directory = useQuery({
    ...directoryQuery({ search: debounced, sort, page }),
    placeholderData: keepPreviousData,
  });

  return (
    <section className="clubs-directory">
      <PageHeader
        title="Book clubs"
        subtitle="Read together: join a club, follow its schedule, talk about each part."
        actions={signedIn ? <LinkButton to={`${basePath}/new`}>Start a club</LinkButton> : null}
      />
      {signedIn ? (
        <section aria-labelledby="your-clubs">
          <h2 id="your-clubs">Your clubs</h2>
          <YourClubs basePath={basePath} />
        </section>
      ) : null}
      <section aria-labelledby="all-clubs">
        <h2 id="all-clubs">Find a club</h2>
        <div className="clubs-filters">
          <SearchInput
            label="Search clubs by name"
            value={search}
            onChange={(value) => {
              setSearch(value);
              setPage(1);
            }}
            placeholder="Search clubs"
          />
          <SelectField
            label="Order"
            options={SORTS}
            value={sort}
            onChange={(event) => {
              setSort(event.target.value as ClubSort);
              setPage(1);
            }}
          />
        </div>
        {directory.isPending ? (
          <Spinner label="Loading clubs" />
        ) : directory.isError ? (
          <p role="alert">{errorMessage(directory.error, 'The clubs could not be loaded.')}</p>
        ) : directory.data.items.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title={debounced ? 'No club matches your search' : 'No clubs yet'}
            message={debounced ? 'Try another name.' : 'Clubs readers start will be listed here.'}
          />
        ) : (
          <>
            <ul className="club-list" aria-label="Clubs">
              {directory.data.items.map((club) => (
                <ClubCard key={club._id} club={club} basePath={basePath} />
              ))}
            </ul>
            <nav className="clubs-pager" aria-label="Pages of clubs">
              <Button variant="secondary" size="sm" disabled={page === 1} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <span>Page {page}</span>
              <Button
                variant="secondary"
                size="sm"
                disabled={!directory.data.meta.hasMore}
                onClick={() => setPage(page + 1)}
              >
                Next
              </Button>
            </nav>
          </>
        )}
      </section>
    </section>
  );
}
