import { DynamicModule, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { setOperationTimeLimit } from './database/operation-time-limit';
import { AccountModule } from './account/account.module';
import { AccountLimitsModule } from './account-limits/account-limits';
import { BlocksModule } from './blocks/blocks.module';
import { ClubsModule } from './clubs/clubs.module';
import { CommentsModule } from './comments/comments.module';
import { LikesModule } from './likes/likes.module';
import { AuthModule } from './auth/auth.module';
import { AuthorsModule } from './authors/authors.module';
import { BooksModule } from './books/books.module';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModelsModule } from './database/database-models.module';
import { PublicReadChangesModule } from './common/http-cache/public-cache';
import { GenresModule } from './genres/genres.module';
import { GoalsModule } from './goals/goals.module';
import { ExportsModule } from './exports/exports.module';
import { FollowsModule } from './follows/follows.module';
import { HealthModule } from './health/health.module';
import { ImportsModule } from './imports/imports.module';
import { NotificationsModule } from './notifications/notifications.module';
import { ReadersModule } from './readers/readers.module';
import { ReadingListModule } from './reading-list/reading-list.module';
import { ReportsModule } from './reports/reports.module';
import { ReviewsModule } from './reviews/reviews.module';
import { SecurityLogModule } from './security-log/security-log';
import { SitemapModule } from './sitemap/sitemap.module';
import { StatsModule } from './stats/stats.module';
import { SuggestionsModule } from './suggestions/suggestions.module';
import { UploadModule } from './upload/upload.module';
import { UsersModule } from './users/users.module';

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
      ],
    };
  }
}
