import type { User } from '@book/core';

export const makeUser = (over: Partial<User> = {}): User => ({
  _id: 'u1',
  username: 'reader',
  email: 'user@example.com',
  firstName: 'Rea',
  lastName: 'Der',
  fullName: 'Rea Der',
  bio: '',
  avatar: '',
  role: 'user',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLogin: null,
  ...over,
});
