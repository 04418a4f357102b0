import type { operations } from './openapi';
import type { BookCounts } from './types';

/** The parameters of the API's listings, as its document declares them. */
export type ReviewQuery = NonNullable<operations['ReviewsController_list']['parameters']['query']>;
export type UserQuery = NonNullable<operations['UsersController_list']['parameters']['query']>;
export type AuthorQuery = NonNullable<operations['AuthorsController_list']['parameters']['query']>;
/** A page of a reader's followers, of whom they follow, or of the caller's follow requests. */
export type PageQuery = NonNullable<operations['FollowsController_followers']['parameters']['query']>;
export type ReaderReviewsQuery = NonNullable<operations['ReadersController_reviews']['parameters']['query']>;
export type ReaderListQuery = NonNullable<operations['ReadersController_readingList']['parameters']['query']>;
export type CommentQuery = NonNullable<operations['CommentsController_list']['parameters']['query']>;
export type NotificationQuery = NonNullable<operations['NotificationsController_list']['parameters']['query']>;
export type ReportQuery = NonNullable<operations['ReportsController_list']['parameters']['query']>;
export type FeedQuery = NonNullable<operations['FeedController_list']['parameters']['query']>;
/** Which books the counts of an answer count: published (the default) or, for an administrator, every status. */
export type CountsQuery = { counts?: BookCounts };
