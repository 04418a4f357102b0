import { isServedImage } from '../../platform/upload/serve-uploads';

/**
 * A user's avatar as the API shows it: an image this API serves, else none. A reader's avatar must be uploaded here
 * (UpdateAvatarDto): pages show any http(s) image, for the covers and author photos that administrators link, and a
 * link of a reader's own would make every visitor of their reviews call a server of that reader's. Also mutes a link
 * kept from before that rule.
 */
export const shownAvatar = (avatar: string | undefined): string => (avatar && isServedImage(avatar) ? avatar : '');
