import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { ApiError, errorMessage, toast } from '@book/core';
import { PageLoader } from '../../common/PageLoader';
import { Button, EmptyState, LinkButton, ReadersIcon, usePageTitle } from '@book/shared-ui';
import { ReaderConnections } from './ReaderConnections';
import { ReaderGoal } from './ReaderGoal';
import { ReaderHeader } from './ReaderHeader';
import { ReaderReviews } from './ReaderReviews';
import { CurrentlyReading, ReaderReadingList } from './ReaderShelf';
import { readerProfileQuery } from '../../common/api/readers-queries';
import './readers.css';

/** A reader's public profile (/readers/:username): what their privacy lets the visitor see, and Follow. */
export default function ReaderProfilePage() {
  const { username = '' } = useParams();
  const profile = useQuery({ ...readerProfileQuery(username), enabled: Boolean(username) });
  const missing = profile.error instanceof ApiError && profile.error.status === 404;
  usePageTitle(profile.data ? profile.data.username : missing ? 'Reader not found' : 'Reader');

  useEffect(() => {
    if (profile.error && !missing) toast.error(errorMessage(profile.error, 'Failed to load this profile'));
  }, [profile.error, missing]);

  if (profile.isPending) return <PageLoader label="Loading profile..." />;
  if (missing) {
    return (
      <EmptyState
        headingLevel={1}
        title="Reader not found"
        message={`There is no reader called ${username}.`}
        icon={<ReadersIcon />}
        action={<LinkButton to="/">Go to the home page</LinkButton>}
      />
    );
  }
  if (profile.isError) {
    return (
      <EmptyState
        headingLevel={1}
        title="Failed to load this profile"
        icon={<ReadersIcon />}
        action={<Button onClick={() => void profile.refetch()}>Try again</Button>}
      />
    );
  }

  const reader = profile.data;
  return (
    <div className="reader-public">
      <ReaderHeader reader={reader} />
      <div className="reader-public__layout">
        <div className="reader-public__main">
          {reader.currentlyReading && (
            <CurrentlyReading books={reader.currentlyReading} progress={reader.readingProgress} />
          )}
          <ReaderReviews username={reader.username} own={reader.relationship.self} />
          <ReaderReadingList reader={reader} />
        </div>
        <div className="reader-public__side">
          <ReaderGoal reader={reader} />
          <ReaderConnections reader={reader} />
        </div>
      </div>
    </div>
  );
}
