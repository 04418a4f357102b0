import { Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { CommunityWrite } from '../../accounts/account-limits/account-limits';
import type { AuthUser } from '../../accounts/auth/auth-user';
import { Authenticated, CurrentUser, OptionalAuth } from '../../accounts/auth/decorators';
import { CurrentViewer, type Viewer } from '../../accounts/auth/viewer';
import { ApiEnvelope, ApiFailure, ApiPagedEnvelope } from '../../platform/common/openapi-responses';
import { FollowResultView, ReaderSummaryView } from '../readers/reader.view';
import { FollowsPageQueryDto } from './dto/follows.dto';
import { FollowsService } from './follows.service';

@ApiTags('readers')
@Controller('readers/:username')
@ApiParam({ name: 'username', description: "The reader's username (any case)" })
export class FollowsController {
  constructor(private readonly follows: FollowsService) {}

  @Get('followers')
  @OptionalAuth()
  @ApiOperation({ summary: "A reader's followers, newest first" })
  @ApiPagedEnvelope(ReaderSummaryView)
  @ApiFailure(400, 'Invalid query parameter')
  @ApiFailure(404, 'Reader not found')
  followers(@Param('username') username: string, @Query() query: FollowsPageQueryDto, @CurrentViewer() viewer: Viewer) {
    return this.follows.list(username, 'followers', query.page, query.limit, viewer);
  }

  @Get('following')
  @OptionalAuth()
  @ApiOperation({ summary: 'The readers a reader follows, newest first' })
  @ApiPagedEnvelope(ReaderSummaryView)
  @ApiFailure(400, 'Invalid query parameter')
  @ApiFailure(404, 'Reader not found')
  following(@Param('username') username: string, @Query() query: FollowsPageQueryDto, @CurrentViewer() viewer: Viewer) {
    return this.follows.list(username, 'following', query.page, query.limit, viewer);
  }

  @Post('follow')
  @HttpCode(200)
  @CommunityWrite('follows')
  @ApiOperation({ summary: 'Follow a reader (a request when they approve followers); following twice is one follow' })
  @ApiEnvelope(FollowResultView)
  @ApiFailure(400, 'You cannot follow yourself')
  @ApiFailure(403, 'You cannot follow this reader (a block stands between you)')
  @ApiFailure(404, 'Reader not found')
  follow(@Param('username') username: string, @CurrentUser() user: AuthUser) {
    return this.follows.follow(user.id, username);
  }

  @Delete('follow')
  @HttpCode(200)
  @CommunityWrite('follows')
  @ApiOperation({ summary: 'Unfollow a reader, or withdraw a follow request' })
  @ApiEnvelope(null)
  @ApiFailure(404, 'Reader not found')
  unfollow(@Param('username') username: string, @CurrentUser() user: AuthUser) {
    return this.follows.unfollow(user.id, username);
  }
}

@ApiTags('readers')
@Controller('follow-requests')
export class FollowRequestsController {
  constructor(private readonly follows: FollowsService) {}

  @Get()
  @Authenticated()
  @ApiOperation({ summary: 'Readers asking to follow you, oldest first' })
  @ApiPagedEnvelope(ReaderSummaryView)
  @ApiFailure(400, 'Invalid query parameter')
  list(@CurrentUser() user: AuthUser, @Query() query: FollowsPageQueryDto) {
    return this.follows.requests(user.id, query.page, query.limit);
  }

  @Post(':username/accept')
  @HttpCode(200)
  @CommunityWrite('follows')
  @ApiOperation({ summary: "Accept a reader's follow request" })
  @ApiParam({ name: 'username', description: 'The requesting reader' })
  @ApiEnvelope(null)
  @ApiFailure(404, 'Reader not found, or no such follow request')
  accept(@Param('username') username: string, @CurrentUser() user: AuthUser) {
    return this.follows.accept(user.id, username);
  }

  @Post(':username/decline')
  @HttpCode(200)
  @CommunityWrite('follows')
  @ApiOperation({ summary: "Decline a reader's follow request" })
  @ApiParam({ name: 'username', description: 'The requesting reader' })
  @ApiEnvelope(null)
  @ApiFailure(404, 'Reader not found, or no such follow request')
  decline(@Param('username') username: string, @CurrentUser() user: AuthUser) {
    return this.follows.decline(user.id, username);
  }
}

@ApiTags('readers')
@Controller('followers')
export class FollowersController {
  constructor(private readonly follows: FollowsService) {}

  @Delete(':username')
  @HttpCode(200)
  @CommunityWrite('follows')
  @ApiOperation({
    summary: 'Remove a reader from your followers (removing one who does not follow you changes nothing)',
  })
  @ApiParam({ name: 'username', description: 'The follower to remove' })
  @ApiEnvelope(null)
  @ApiFailure(404, 'Reader not found')
  remove(@Param('username') username: string, @CurrentUser() user: AuthUser) {
    return this.follows.removeFollower(user.id, username);
  }
}
