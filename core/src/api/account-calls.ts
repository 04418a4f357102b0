import { data, http, multipart, page } from './http';
import type { UserQuery } from './queries';
import type {
  SuspensionInput,
  AuthResult,
  PageMeta,
  PrivacyInput,
  ProfileInput,
  RegisterInput,
  Role,
  TokenResult,
  UploadResult,
  User,
  UserStats,
} from './types';

/** The signed-in user's account, the administrators' users, and images uploaded for an avatar, a cover or a photo. */
export const accountCalls = {
  auth: {
    register: (input: RegisterInput): Promise<AuthResult> =>
      data(http.post('/api/auth/register', { body: input, anonymous: true })),
    login: (email: string, password: string): Promise<AuthResult> =>
      data(http.post('/api/auth/login', { body: { email, password }, anonymous: true })),
    me: (signal?: AbortSignal): Promise<User> => data(http.get('/api/auth/me', { signal })),
    updateProfile: (input: ProfileInput): Promise<User> => data(http.put('/api/auth/profile', { body: input })),
    changePassword: (currentPassword: string, newPassword: string): Promise<TokenResult> =>
      data(http.put('/api/auth/change-password', { body: { currentPassword, newPassword } })),
    /** Ends every session of the user on the server (their tokens stop working). */
    logout: (): Promise<null> => data(http.post('/api/auth/logout')),
    /** A fresh token for the current, still valid one. */
    refresh: (): Promise<TokenResult> => data(http.post('/api/auth/refresh')),
    updateAvatar: (avatar: string): Promise<User> => data(http.put('/api/auth/avatar', { body: { avatar } })),
    /** Who sees the reader's list, goal and activity, and whether followers need approval (each field optional). */
    updatePrivacy: (privacy: PrivacyInput): Promise<User> => data(http.put('/api/auth/privacy', { body: privacy })),
    /** Deletes the account and everything of it for good, given the current password; every session ends. */
    deleteAccount: (password: string): Promise<null> => data(http.delete('/api/auth/account', { body: { password } })),
  },
  users: {
    /** @deprecated The first page only since GET /users pages (core 1.2): use `users.page`. Kept for remotes built against core 1.1. */
    list: (): Promise<User[]> => data(http.get('/api/users')),
    /** Admin: a page of users, newest first, searched (username or email) and filtered by role on the server. */
    page: (query: UserQuery = {}, signal?: AbortSignal): Promise<{ items: User[]; meta: PageMeta }> =>
      page(http.get('/api/users', { params: { query }, signal })),
    /** Admin: the number of users, administrators and regular users. */
    stats: (signal?: AbortSignal): Promise<UserStats> => data(http.get('/api/users/stats', { signal })),
    updateRole: (id: string, role: Role): Promise<User> =>
      data(http.put('/api/users/{id}/role', { params: { path: { id } }, body: { role } })),
    /** Admin: suspends a user for whole days (null: until lifted); their sessions end at once. Never oneself nor the last administrator. */
    suspend: (id: string, input: SuspensionInput): Promise<User> =>
      data(http.put('/api/users/{id}/suspension', { params: { path: { id } }, body: input })),
    /** Admin: lifts a user's suspension. */
    lift: (id: string): Promise<User> => data(http.delete('/api/users/{id}/suspension', { params: { path: { id } } })),
  },
  upload: {
    image: (file: File): Promise<UploadResult> =>
      data(http.post('/api/upload/image', { body: multipart('image', file) })),
    remove: (publicId: string): Promise<null> =>
      data(http.delete('/api/upload/image/{id}', { params: { path: { id: publicId } } })),
  },
};
