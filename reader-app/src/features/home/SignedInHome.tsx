import { ContinueReading } from './ContinueReading';
import { FollowingFeed } from './FollowingFeed';
import './signed-in-home.css';

/**
 * The signed-in reader's own sections of the home page, in their own chunk: a visitor never downloads them, and the
 * page's hero (its first paint) never waits for them.
 */
export default function SignedInHome() {
  return (
    <>
      <ContinueReading />
      <FollowingFeed />
    </>
  );
}
