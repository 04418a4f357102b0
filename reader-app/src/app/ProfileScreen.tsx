import ProfilePage from '../features/profile/ProfilePage';
import { BlockedReaders } from '../features/readers/BlockedReaders';
import { FollowRequests } from '../features/readers/FollowRequests';

/** /profile: the reader's own page, with the readers feature's panels of their follow requests and blocked readers. */
export default function ProfileScreen() {
  return (
    <ProfilePage
      connections={
        <>
          <FollowRequests />
          <BlockedReaders />
        </>
      }
    />
  );
}
