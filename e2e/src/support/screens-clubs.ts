// The clubs area's screens (the clubs-app remote) in the states the accessibility checks and the visual record look
// at: the directory, a public club as a visitor and as its member (the schedule, a thread behind the spoiler gate),
// a private club as a reader who is not in it, and the start form's errors.
import type { Screen } from './screens';
import { submitEmpty, T } from './screen-steps';

export const CLUB_SCREENS: Screen[] = [
  { name: 'clubs-directory', who: 'visitor', path: () => '/clubs', remote: 'clubs-app' },
  { name: 'club-public-visitor', who: 'visitor', path: (d) => `/clubs/${d.publicClubId}`, remote: 'clubs-app' },
  {
    name: 'club-member',
    who: 'user',
    path: (d) => `/clubs/${d.publicClubId}`,
    remote: 'clubs-app',
    action: (p) =>
      p
        .getByRole('heading', { name: /schedule|current read/i })
        .first()
        .waitFor({ timeout: T }),
  },
  { name: 'club-private-outsider', who: 'user', path: (d) => `/clubs/${d.privateClubId}`, remote: 'clubs-app' },
  {
    name: 'club-start-errors',
    who: 'user',
    path: () => '/clubs/new',
    remote: 'clubs-app',
    action: (p) => submitEmpty(p, /^start/i),
  },
];
