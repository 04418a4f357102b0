import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ReaderSummary } from '@book/core';
import { Avatar } from '@book/shared-ui';

/** A reader in a list: picture, name (a link to their profile), bio, and the list's own actions. */
export function ReaderRow({ reader, children }: { reader: ReaderSummary; children?: ReactNode }) {
  return (
    <li className="reader-who" data-testid="reader-row">
      <Avatar src={reader.avatar || undefined} name={reader.username} size="md" />
      <div className="reader-who__info">
        <Link to={`/readers/${encodeURIComponent(reader.username)}`} className="reader-who__name">
          {reader.username}
        </Link>
        {reader.bio && <p className="reader-muted reader-who__bio">{reader.bio}</p>}
      </div>
      {children && <div className="reader-who__actions">{children}</div>}
    </li>
  );
}
