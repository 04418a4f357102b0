import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { errorMessage, toast, type SuggestedReader } from '@book/core';
import { ReaderAvatarLink, ReaderLink } from '../../common/ReaderLink';
import { Button, formatNumber } from '@book/shared-ui';
import { Loaded } from '../../common/Loaded';
import { useFollowSuggested } from './api/feed-mutations';
import { feedSuggestionsQuery } from './api/feed-queries';

type FollowState = 'following' | 'requested';

function Suggestion({ reader }: { reader: SuggestedReader }) {
  const follow = useFollowSuggested();
  const [state, setState] = useState<FollowState | null>(null);
  const onFollow = async () => {
    try {
      const result = await follow.mutateAsync(reader.username);
      setState(result.follow);
      toast.success(
        result.follow === 'requested' ? `Request sent to ${reader.username}` : `You now follow ${reader.username}`,
      );
    } catch (err) {
      toast.error(errorMessage(err, `Could not follow ${reader.username}`));
    }
  };
  return (
    <li className="reader-suggestion" data-testid="suggestion">
      <ReaderAvatarLink reader={reader} />
      <div className="reader-suggestion__who">
        <ReaderLink reader={reader} />
        <span className="reader-muted">
          {formatNumber(reader.reviewCount)} {reader.reviewCount === 1 ? 'review' : 'reviews'}
        </span>
        {reader.bio && <p className="reader-muted reader-suggestion__bio">{reader.bio}</p>}
      </div>
      {state ? (
        <Button size="sm" variant="secondary" disabled>
          {state === 'requested' ? 'Requested' : 'Following'}
        </Button>
      ) : (
        <Button
          size="sm"
          onClick={() => void onFollow()}
          busy={follow.isPending}
          busyLabel="Following..."
          aria-label={`Follow ${reader.username}`}
        >
          Follow
        </Button>
      )}
    </li>
  );
}

/** Readers the signed-in reader might follow, each with a Follow button. */
export function FollowSuggestions() {
  const suggestions = useQuery(feedSuggestionsQuery());
  return (
    <Loaded
      query={suggestions}
      loading="Finding readers for you..."
      failed="Suggestions could not be loaded."
      empty={<p className="reader-muted">Readers you might like will show here as the community reviews more books.</p>}
    >
      {(readers) => (
        <div className="reader-suggestions">
          <h3 className="reader-suggestions__title">Readers you might like</h3>
          <ul className="reader-suggestions__list">
            {readers.map((reader) => (
              <Suggestion key={reader.id} reader={reader} />
            ))}
          </ul>
        </div>
      )}
    </Loaded>
  );
}
