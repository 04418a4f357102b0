import { DynamicModule, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { setOperationTimeLimit } from './platform/database/operation-time-limit';
import { AccountModule } from './accounts/account/account.module';
import { AccountLimitsModule } from './accounts/account-limits/account-limits';
import { BlocksModule } from './people/blocks/blocks.module';
import { ClubsModule } from './clubs/clubs.module';
import { CommentsModule } from './conversation/comments/comments.module';
import { LikesModule } from './conversation/likes/likes.module';
import { AuthModule } from './accounts/auth/auth.module';
import { AuthorsModule } from './catalogue/authors/authors.module';
import { BooksModule } from './catalogue/books/books.module';
import { MergesModule } from './catalogue/merges/merges.module';
import { SeriesModule } from './catalogue/series/series.module';
import { WorksModule } from './catalogue/works/works.module';
import type { AppConfig } from './platform/config/app-config';
import { ConfigModule } from './platform/config/config.module';
import { DatabaseModelsModule } from './platform/database/database-models.module';
import { PublicReadChangesModule } from './platform/common/http-cache/public-cache';
import { GenresModule } from './catalogue/genres/genres.module';
import { GoalsModule } from './reading/goals/goals.module';
import { ExportsModule } from './reading/exports/exports.module';
import { FollowsModule } from './people/follows/follows.module';
import { HealthModule } from './platform/health/health.module';
import { ImportsModule } from './reading/imports/imports.module';
import { NotificationsModule } from './conversation/notifications/notifications.module';
import { ReadersModule } from './people/readers/readers.module';
import { ReadingListModule } from './reading/reading-list/reading-list.module';
import { ReportsModule } from './moderation/reports/reports.module';
import { ReviewsModule } from './conversation/reviews/reviews.module';
import { SecurityLogModule } from './platform/security-log/security-log';
import { SitemapModule } from './platform/sitemap/sitemap.module';
import { StatsModule } from './catalogue/stats/stats.module';
import { SuggestionsModule } from './moderation/suggestions/suggestions.module';
import { UploadModule } from './platform/upload/upload.module';
import { UsersModule } from './accounts/users/users.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, mongoUri: string): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        SecurityLogModule,
        PublicReadChangesModule,
        // autoCreate off: the embedded server creates collections on first write (see docs/architecture.md).
        // Timeouts: a stuck or dead database fails an operation fast (a 503 to the client) instead of holding it;
        // no buffering, so a disconnected database is the driver's server-selection error, not a silent 10 s wait.
        MongooseModule.forRoot(mongoUri, {
          autoCreate: false,
          autoIndex: true,
          bufferCommands: false,
          serverSelectionTimeoutMS: config.dbServerSelectionTimeoutMs,
          connectTimeoutMS: config.dbServerSelectionTimeoutMs,
          socketTimeoutMS: config.dbSocketTimeoutMs,
          heartbeatFrequencyMS: 2000,
          // The embedded database's snapshots follow the writes the driver reports (see embedded-persistence.ts). Set
          // only when on: an explicit false would override a `monitorCommands=true` in the URI (bench scale --queries).
          ...(config.embeddedDataDir && !config.mongodbUri ? { monitorCommands: true } : {}),
          connectionFactory: (connection: Connection) => setOperationTimeLimit(connection, config.dbOperationTimeoutMs),
        }),
        DatabaseModelsModule,
        AuthModule,
        UsersModule,
        BooksModule,
        AuthorsModule,
        GenresModule,
        SeriesModule,
        ReviewsModule,
        ReadingListModule,
        GoalsModule,
        UploadModule,
        StatsModule,
        HealthModule,
        ImportsModule,
        ExportsModule,
        SuggestionsModule,
        FollowsModule,
        ReadersModule,
        SitemapModule,
        AccountModule,
        NotificationsModule,
        ReportsModule,
        AccountLimitsModule,
        BlocksModule,
        LikesModule,
        CommentsModule,
        ClubsModule,
        MergesModule,
        WorksModule,
      ],
    };
  }
}
