import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../accounts/auth/auth-user';
import { Authenticated, CurrentUser, OptionalAuth } from '../../accounts/auth/decorators';
import { CurrentViewer, type Viewer } from '../../accounts/auth/viewer';
import { ApiEnvelope, ApiFailure, ApiPagedEnvelope } from '../../platform/common/openapi-responses';
import { IdParam } from '../../platform/common/id-param';
import { ReadingListEntryView } from '../../reading/reading-list/reading-list-entry.view';
import { ReviewPageMetaView, ReviewView } from '../../conversation/reviews/review.view';
import { ReaderListQueryDto, ReaderReviewsQueryDto } from './dto/readers.dto';
import { FriendsService } from './friends.service';
import { FriendOnBookView, ReaderProfileView } from './reader.view';
import { ReadersService } from './readers.service';

@ApiTags('readers')
@Controller('readers/:username')
@ApiParam({ name: 'username', description: "The reader's username (any case)" })
export class ReadersController {
  constructor(private readonly readers: ReadersService) {}

  @Get()
  @OptionalAuth()
  @ApiOperation({ summary: "A reader's profile: what the caller may see of it (hidden parts are null)" })
  @ApiEnvelope(ReaderProfileView)
  @ApiFailure(404, 'Reader not found')
  profile(@Param('username') username: string, @CurrentViewer() viewer: Viewer) {
    return this.readers.profile(username, viewer);
  }

  @Get('reviews')
  @OptionalAuth()
  @ApiOperation({ summary: "A reader's reviews, newest first (public)" })
  @ApiPagedEnvelope(ReviewView, 'Success', ReviewPageMetaView)
  @ApiFailure(400, 'Invalid query parameter')
  @ApiFailure(404, 'Reader not found')
  reviews(@Param('username') username: string, @Query() query: ReaderReviewsQueryDto, @CurrentViewer() viewer: Viewer) {
    return this.readers.reviewsOf(username, query, viewer);
  }

  @Get('reading-list')
  @OptionalAuth()
  @ApiOperation({
    summary:
      "A reader's reading list, newest first, optionally of one status (their own ratings are not shown to others)",
  })
  @ApiPagedEnvelope(ReadingListEntryView)
  @ApiFailure(400, 'Invalid query parameter')
  @ApiFailure(404, 'Reader not found, or this reading list is private')
  readingList(
    @Param('username') username: string,
    @Query() query: ReaderListQueryDto,
    @CurrentViewer() viewer: Viewer,
  ) {
    return this.readers.listOf(username, query, viewer);
  }
}

@ApiTags('readers')
@Controller('books/:id/friends')
export class BookFriendsController {
  constructor(private readonly friends: FriendsService) {}

  @Get()
  @Authenticated()
  @ApiOperation({ summary: 'Readers you follow who have this book on their list (and let their followers see it)' })
  @ApiEnvelope(FriendOnBookView, { isArray: true })
  @ApiFailure(400, 'Malformed id')
  @ApiFailure(404, 'Book not found')
  list(@IdParam('Book id') id: string, @CurrentUser() user: AuthUser) {
    return this.friends.onBook(user, id);
  }
}
