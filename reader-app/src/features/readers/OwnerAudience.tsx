import { Link } from 'react-router-dom';
import { useSession, type Privacy } from '@book/core';

const WHO: Record<string, string> = { followers: 'Only your followers', me: 'Only you' };

/**
 * On one's own public profile, everything shows: says who else sees this part when it is not everyone, with the
 * way to change it.
 */
export function OwnerAudience({ part }: { part: keyof Pick<Privacy, 'listVisibility' | 'goalVisibility'> }) {
  const visibility = useSession((s) => (s.user?.privacy as Privacy | undefined)?.[part]);
  if (!visibility || visibility === 'everyone') return null;
  return (
    <p className="reader-muted">
      {WHO[visibility]} can see this. <Link to="/profile">Change who sees it</Link>
    </p>
  );
}
