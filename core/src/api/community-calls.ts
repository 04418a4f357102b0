import { conditional, data, http, page, type Conditional } from './http';
import type {
  CommentQuery,
  FeedQuery,
  NotificationQuery,
  PageQuery,
  ReaderListQuery,
  ReaderReviewsQuery,
  ReportQuery,
} from './queries';
import type {
  ActivityItem,
  Comment,
  LikeResult,
  Notification,
  ReportInput,
  ReportReceipt,
  ReportGroup,
  ResolveReportInput,
  FeedMeta,
  FollowResult,
  PageMeta,
  ReaderProfile,
  ReaderSummary,
  ReadingListEntry,
  Review,
  ReviewPageMeta,
  SuggestedReader,
} from './types';

/** Readers meeting readers: profiles, follows, the feed, likes, comments, blocks, notifications and reports. */
export const communityCalls = {
  /** Readers' public profiles (what their privacy lets the caller see) and following them. */
  readers: {
    get: (username: string, signal?: AbortSignal): Promise<ReaderProfile> =>
      data(http.get('/api/readers/{username}', { params: { path: { username } }, signal })),
    /** Their reviews, newest first; with `total: 'none'` (a "Load more" list), not counted: `meta.total` is absent. */
    reviews: (
      username: string,
      query: ReaderReviewsQuery = {},
      signal?: AbortSignal,
    ): Promise<{ items: Review[]; meta: ReviewPageMeta }> =>
      page(http.get('/api/readers/{username}/reviews', { params: { path: { username }, query }, signal })),
    /** Their reading list (a 404 when they keep it from the caller). */
    readingList: (
      username: string,
      query: ReaderListQuery = {},
      signal?: AbortSignal,
    ): Promise<{ items: ReadingListEntry[]; meta: PageMeta }> =>
      page(http.get('/api/readers/{username}/reading-list', { params: { path: { username }, query }, signal })),
    followers: (
      username: string,
      query: PageQuery = {},
      signal?: AbortSignal,
    ): Promise<{ items: ReaderSummary[]; meta: PageMeta }> =>
      page(http.get('/api/readers/{username}/followers', { params: { path: { username }, query }, signal })),
    following: (
      username: string,
      query: PageQuery = {},
      signal?: AbortSignal,
    ): Promise<{ items: ReaderSummary[]; meta: PageMeta }> =>
      page(http.get('/api/readers/{username}/following', { params: { path: { username }, query }, signal })),
    /** Follows them, or asks to when they approve their followers. */
    follow: (username: string): Promise<FollowResult> =>
      data(http.post('/api/readers/{username}/follow', { params: { path: { username } } })),
    /** Unfollows them, or withdraws a pending request. */
    unfollow: (username: string): Promise<null> =>
      data(http.delete('/api/readers/{username}/follow', { params: { path: { username } } })),
  },
  /** The signed-in reader's own followers. */
  followers: {
    /** Removes a reader from the caller's followers (one who no longer follows them is no error). */
    remove: (username: string): Promise<null> =>
      data(http.delete('/api/followers/{username}', { params: { path: { username } } })),
  },
  /** The requests to follow the signed-in reader, oldest first, and their answers. */
  followRequests: {
    list: (query: PageQuery = {}, signal?: AbortSignal): Promise<{ items: ReaderSummary[]; meta: PageMeta }> =>
      page(http.get('/api/follow-requests', { params: { query }, signal })),
    accept: (username: string): Promise<null> =>
      data(http.post('/api/follow-requests/{username}/accept', { params: { path: { username } } })),
    decline: (username: string): Promise<null> =>
      data(http.post('/api/follow-requests/{username}/decline', { params: { path: { username } } })),
  },
  /** Signed in: what the readers the caller follows did, and readers to follow. */
  feed: {
    /** Newest first; the next page is the items `before` the id in `meta.next`. */
    list: async (query: FeedQuery = {}, signal?: AbortSignal): Promise<{ items: ActivityItem[]; meta: FeedMeta }> => {
      const { data: items, meta } = await http.get('/api/feed', { params: { query }, signal });
      return { items, meta };
    },
    /** A few readers the caller does not follow yet: active reviewers of the books on their list. */
    suggestions: (signal?: AbortSignal): Promise<SuggestedReader[]> =>
      data(http.get('/api/feed/suggestions', { signal })),
  },
  /** Signed in: liking a review (never one's own), and which of a book's reviews the caller likes. */
  likes: {
    /** Ids of the caller's liked reviews of the book (the review list itself is the same for everyone). */
    ofBook: (book: string, signal?: AbortSignal): Promise<string[]> =>
      data(http.get('/api/reviews/liked', { params: { query: { book } }, signal })),
    like: (reviewId: string): Promise<LikeResult> =>
      data(http.post('/api/reviews/{id}/like', { params: { path: { id: reviewId } } })),
    unlike: (reviewId: string): Promise<LikeResult> =>
      data(http.delete('/api/reviews/{id}/like', { params: { path: { id: reviewId } } })),
  },
  /** Comments on a review, oldest first: anyone reads them; signed-in readers write; authors edit; authors, the
   * review's author and administrators delete. */
  comments: {
    list: (
      reviewId: string,
      query: CommentQuery = {},
      signal?: AbortSignal,
    ): Promise<{ items: Comment[]; meta: PageMeta }> =>
      page(http.get('/api/reviews/{id}/comments', { params: { path: { id: reviewId }, query }, signal })),
    create: (reviewId: string, body: string): Promise<Comment> =>
      data(http.post('/api/reviews/{id}/comments', { params: { path: { id: reviewId } }, body: { body } })),
    update: (id: string, body: string): Promise<Comment> =>
      data(http.put('/api/comments/{id}', { params: { path: { id } }, body: { body } })),
    remove: (id: string): Promise<null> => data(http.delete('/api/comments/{id}', { params: { path: { id } } })),
  },
  /** The readers the signed-in reader blocked, newest first, and blocking (ends follows both ways) or unblocking. */
  blocks: {
    list: (query: PageQuery = {}, signal?: AbortSignal): Promise<{ items: ReaderSummary[]; meta: PageMeta }> =>
      page(http.get('/api/blocks', { params: { query }, signal })),
    block: (username: string): Promise<null> =>
      data(http.post('/api/readers/{username}/block', { params: { path: { username } } })),
    unblock: (username: string): Promise<null> =>
      data(http.delete('/api/readers/{username}/block', { params: { path: { username } } })),
  },
  /** What the signed-in reader is told about, newest first, and its unread count. */
  notifications: {
    list: (query: NotificationQuery = {}, signal?: AbortSignal): Promise<{ items: Notification[]; meta: PageMeta }> =>
      page(http.get('/api/notifications', { params: { query }, signal })),
    /** The unread count; given the ETag of the last answer, `unchanged` (a 304, not an error) while nothing changed. */
    unreadCount: (etag: string | null, signal?: AbortSignal): Promise<Conditional<{ count: number }>> =>
      conditional('/api/notifications/unread-count', etag, signal),
    readAll: (): Promise<null> => data(http.post('/api/notifications/read-all')),
  },
  /** Signed in: reporting a review, a comment or a reader's profile to the administrators. */
  reports: {
    create: (input: ReportInput): Promise<ReportReceipt> => data(http.post('/api/reports', { body: input })),
    /** Admin: reports grouped by item, the open ones oldest first (or the resolved ones, newest first). */
    list: (query: ReportQuery = {}, signal?: AbortSignal): Promise<{ items: ReportGroup[]; meta: PageMeta }> =>
      page(http.get('/api/reports', { params: { query }, signal })),
    /** Admin: dismiss, remove the content, mark a review as containing spoilers, or suspend the item's author. */
    resolve: (kind: ReportGroup['kind'], target: string, input: ResolveReportInput): Promise<null> =>
      data(http.post('/api/reports/{kind}/{target}/resolve', { params: { path: { kind, target } }, body: input })),
    /** Admin: how many items have open reports. */
    openCount: (signal?: AbortSignal): Promise<{ count: number }> =>
      data(http.get('/api/reports/open-count', { signal })),
  },
};
