import { SUSPENDED_INDEFINITELY } from './user.schema';

/** "November 30, 2026": the day a suspension ends, as the login page and the reader's notification say it. */
export const suspensionEndDay = (until: Date): string =>
  until.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** What a suspended reader is told when signing in. */
export const suspendedMessage = (until: Date): string =>
  until.getTime() >= SUSPENDED_INDEFINITELY.getTime()
    ? 'Your account is suspended'
    : `Your account is suspended until ${suspensionEndDay(until)}`;
