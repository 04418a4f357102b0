import type { Provider } from '@nestjs/common';
import { getConnectionToken, getModelToken } from '@nestjs/mongoose';
import type { Connection, Model, Schema } from 'mongoose';
import { Activity, ActivitySchema } from '../../people/activity/activity.schema';
import { Author, AuthorSchema } from '../../catalogue/authors/author.schema';
import { Block, BlockSchema } from '../../people/blocks/block.schema';
import { BookCount, BookCountSchema } from '../../catalogue/books/book-count.schema';
import { Book, BookSchema } from '../../catalogue/books/book.schema';
import { ClubMember, ClubMemberSchema } from '../../clubs/club-members/club-member.schema';
import { ClubPostLike, ClubPostLikeSchema } from '../../clubs/club-posts/club-post-like.schema';
import { ClubPost, ClubPostSchema } from '../../clubs/club-posts/club-post.schema';
import { ClubSection, ClubSectionSchema } from '../../clubs/club-schedule/club-section.schema';
import { Club, ClubSchema } from '../../clubs/clubs/club.schema';
import { Comment, CommentSchema } from '../../conversation/comments/comment.schema';
import { Follow, FollowSchema } from '../../people/follows/follow.schema';
import { Genre, GenreSchema } from '../../catalogue/genres/genre.schema';
import { Goal, GoalSchema } from '../../reading/goals/goal.schema';
import { Import, ImportSchema } from '../../reading/imports/import.schema';
import { Like, LikeSchema } from '../../conversation/likes/like.schema';
import {
  MigrationLock,
  MigrationLockSchema,
  MigrationRecord,
  MigrationRecordSchema,
} from '../migrations/migration.schema';
import { Notification, NotificationSchema } from '../../conversation/notifications/notification.schema';
import { RateLimitCounter, RateLimitCounterSchema } from '../rate-limit/rate-limit.schema';
import { ReadingListEntry, ReadingListEntrySchema } from '../../reading/reading-list/reading-list-entry.schema';
import {
  Report,
  ReportItem,
  ReportItemSchema,
  ReportResolution,
  ReportResolutionSchema,
  ReportSchema,
} from '../../moderation/reports/report.schema';
import { ArchivedReview, ArchivedReviewSchema } from '../../conversation/reviews/archived-review.schema';
import { MergeRecord, MergeRecordSchema } from '../../catalogue/merges/merge.schema';
import { CatalogueJob, CatalogueJobSchema } from '../../catalogue/merges/catalogue-job.schema';
import { Review, ReviewSchema } from '../../conversation/reviews/review.schema';
import { Series, SeriesSchema } from '../../catalogue/series/series.schema';
import { Suggestion, SuggestionSchema } from '../../moderation/suggestions/suggestion.schema';
import { UploadUsage, UploadUsageSchema } from '../upload/upload-usage.schema';
import { Upload, UploadSchema } from '../upload/upload.schema';
import { User, UserSchema } from '../../accounts/users/user.schema';

type Entity = abstract new (...args: never[]) => object;

/**
 * Every collection of the API, once: the name a service reaches it by, its document class and its schema. The models
 * are registered from this table and `Collections` is typed by it, so a collection's name and its type cannot disagree.
 * Each schema stays in its entity's folder; a new collection is added here.
 */
const COLLECTIONS = {
  // The catalogue
  books: [Book, BookSchema],
  bookCounts: [BookCount, BookCountSchema],
  authors: [Author, AuthorSchema],
  genres: [Genre, GenreSchema],
  // Series of works in reading order
  series: [Series, SeriesSchema],
  // The merge log: which duplicate record went into which
  merges: [MergeRecord, MergeRecordSchema],
  // Merges, groups and splits running in the background, step by step
  catalogueJobs: [CatalogueJob, CatalogueJobSchema],
  // Readers and what they keep
  users: [User, UserSchema],
  reviews: [Review, ReviewSchema],
  archivedReviews: [ArchivedReview, ArchivedReviewSchema],
  readingList: [ReadingListEntry, ReadingListEntrySchema],
  goals: [Goal, GoalSchema],
  imports: [Import, ImportSchema],
  suggestions: [Suggestion, SuggestionSchema],
  uploads: [Upload, UploadSchema],
  uploadUsage: [UploadUsage, UploadUsageSchema],
  // Readers meeting readers
  follows: [Follow, FollowSchema],
  blocks: [Block, BlockSchema],
  activities: [Activity, ActivitySchema],
  likes: [Like, LikeSchema],
  comments: [Comment, CommentSchema],
  notifications: [Notification, NotificationSchema],
  // Book clubs
  clubs: [Club, ClubSchema],
  clubMembers: [ClubMember, ClubMemberSchema],
  clubSections: [ClubSection, ClubSectionSchema],
  clubPosts: [ClubPost, ClubPostSchema],
  clubPostLikes: [ClubPostLike, ClubPostLikeSchema],
  // Moderation
  reports: [Report, ReportSchema],
  reportItems: [ReportItem, ReportItemSchema],
  reportResolutions: [ReportResolution, ReportResolutionSchema],
  // Rate limits shared by every API process
  rateLimitCounters: [RateLimitCounter, RateLimitCounterSchema],
  // The migrations of the stored data that have run, and the lock of whoever runs them
  migrations: [MigrationRecord, MigrationRecordSchema],
  migrationLocks: [MigrationLock, MigrationLockSchema],
} satisfies Record<string, readonly [Entity, Schema]>;

/** A collection's name, as a service reaches it (`this.db.<name>`). */
export type CollectionName = keyof typeof COLLECTIONS;

type CollectionModels = {
  readonly [K in CollectionName]: Model<InstanceType<(typeof COLLECTIONS)[K][0]>>;
};

/** What `MongooseModule.forFeature` registers: every collection's model under its document class's name. */
export const MODEL_DEFINITIONS = Object.values(COLLECTIONS).map(([entity, schema]) => ({ name: entity.name, schema }));

/*
 * The API's collections, injected as one typed object: a service reads `this.db.books`. The class is the injection
 * token (Nest injects by a constructor parameter's class); the interface of the same name gives it the table's models.
 */
/* eslint-disable @typescript-eslint/no-unsafe-declaration-merging */
export abstract class Collections {}
export interface Collections extends CollectionModels {
  /** The connection itself, for the reads that go through the driver by collection name (findByIds). */
  readonly connection: Connection;
}
/* eslint-enable @typescript-eslint/no-unsafe-declaration-merging */

export const COLLECTIONS_PROVIDER: Provider = {
  provide: Collections,
  inject: [getConnectionToken(), ...Object.values(COLLECTIONS).map(([entity]) => getModelToken(entity.name))],
  useFactory: (connection: Connection, ...models: Model<unknown>[]): Collections =>
    ({
      connection,
      ...Object.fromEntries(Object.keys(COLLECTIONS).map((key, i) => [key, models[i]])),
    }) as unknown as Collections,
};

/** The collections on a connection opened outside Nest (a command such as `npm run migrate`), typed the same way. */
export function collectionsOn(connection: Connection): Collections {
  const models = Object.entries(COLLECTIONS).map(([key, [entity, schema]]) => [
    key,
    connection.model(entity.name, schema),
  ]);
  return { connection, ...Object.fromEntries(models) } as unknown as Collections;
}
