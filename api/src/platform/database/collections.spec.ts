import { Collections } from './collections';
import { setUpApp } from '../../testing/fixtures';

describe('Collections: the one typed way to reach the database', () => {
  const { t } = setUpApp();

  it("gives each name its own entity's model, and the connection the app runs on", async () => {
    const db = t.app.get(Collections);
    const { connection, ...models } = db;
    expect(connection).toBe(t.connection);
    expect(Object.fromEntries(Object.entries(models).map(([name, model]) => [name, model.modelName]))).toEqual({
      books: 'Book',
      bookCounts: 'BookCount',
      authors: 'Author',
      genres: 'Genre',
      series: 'Series',
      merges: 'MergeRecord',
      catalogueJobs: 'CatalogueJob',
      users: 'User',
      reviews: 'Review',
      archivedReviews: 'ArchivedReview',
      readingList: 'ReadingListEntry',
      goals: 'Goal',
      imports: 'Import',
      suggestions: 'Suggestion',
      uploads: 'Upload',
      uploadUsage: 'UploadUsage',
      follows: 'Follow',
      blocks: 'Block',
      activities: 'Activity',
      likes: 'Like',
      comments: 'Comment',
      notifications: 'Notification',
      clubs: 'Club',
      clubMembers: 'ClubMember',
      clubSections: 'ClubSection',
      clubPosts: 'ClubPost',
      clubPostLikes: 'ClubPostLike',
      reports: 'Report',
      reportItems: 'ReportItem',
      reportResolutions: 'ReportResolution',
      rateLimitCounters: 'RateLimitCounter',
      migrations: 'MigrationRecord',
      migrationLocks: 'MigrationLock',
    });
    // The very models Nest registered: a document written through one is read through the other.
    for (const model of Object.values(models)) expect(model.db).toBe(t.connection);
    expect(await db.books.countDocuments()).toBe(await t.connection.collection('books').countDocuments());
  });
});
