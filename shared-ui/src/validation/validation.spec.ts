import { PASSWORD_MIN, USERNAME_MIN } from '@book/rules';
import {
  checkImageFile,
  isDirectImageUrl,
  MAX_IMAGE_BYTES,
  MIN_PASSWORD_LENGTH,
  MIN_USERNAME_LENGTH,
} from './validation';

describe('isDirectImageUrl', () => {
  it.each([
    ['https://example.com/a.jpg', true],
    ['http://example.com/a/b.webp?size=2', true],
    ['https://example.com/a.SVG', true],
    ['https://example.com/a.jpg.html', false],
    ['ftp://example.com/a.png', false],
    ['/api/uploads/a.png', false],
    ['https://example.com/image', false],
  ])('%s → %s', (url, expected) => {
    expect(isDirectImageUrl(url)).toBe(expected);
  });
});

describe('checkImageFile', () => {
  it('accepts an image up to 5 MB', () => {
    expect(checkImageFile({ type: 'image/png', size: MAX_IMAGE_BYTES })).toBeNull();
  });
  it('rejects a larger image and a non-image', () => {
    expect(checkImageFile({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toBe('size');
    expect(checkImageFile({ type: 'application/pdf', size: 10 })).toBe('type');
  });
});

describe('account lengths (kept for remotes built against an older kit)', () => {
  it('are the account rules', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(PASSWORD_MIN);
    expect(MIN_USERNAME_LENGTH).toBe(USERNAME_MIN);
    expect([MIN_PASSWORD_LENGTH, MIN_USERNAME_LENGTH]).toEqual([6, 3]);
  });
});
