import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CommunityWrite } from '../../accounts/account-limits/account-limits';
import type { AuthUser } from '../../accounts/auth/auth-user';
import { CurrentUser, OptionalAuth } from '../../accounts/auth/decorators';
import { CurrentViewer, type Viewer } from '../../accounts/auth/viewer';
import { ApiEnvelope, ApiFailure } from '../../platform/common/openapi-responses';
import { IdParam } from '../../platform/common/id-param';
import { ClubPostLikeView, ClubPostView, ClubThreadView } from '../club.views';
import { ClubPostsService } from './club-posts.service';
import { ClubPinDto, ClubPostBodyDto, ClubThreadQueryDto, CreateClubPostDto } from './dto/club-post.dto';

@ApiTags('clubs')
@Controller()
export class ClubPostsController {
  constructor(private readonly posts: ClubPostsService) {}

  @Get('clubs/:id/sections/:sectionId/posts')
  @OptionalAuth()
  @ApiOperation({
    summary:
      "A section's thread: its posts once your progress reaches the section's end (or you chose to see it), else how many wait and until where",
  })
  @ApiEnvelope(ClubThreadView)
  @ApiFailure(400, 'Invalid query parameter or malformed id')
  @ApiFailure(403, "A private club's discussion is for its members")
  @ApiFailure(404, 'Club or section not found')
  async thread(
    @IdParam('Club id') id: string,
    @IdParam('Section id', 'sectionId') sectionId: string,
    @Query() query: ClubThreadQueryDto,
    @CurrentViewer() viewer: Viewer,
  ) {
    return this.posts.thread(id, sectionId, await viewer(), query.page, query.limit);
  }

  @Post('clubs/:id/sections/:sectionId/posts')
  @CommunityWrite('clubs')
  @ApiOperation({
    summary: "Post in a section's thread, or reply to a post of it (members; plain text, 1 to 4,000 characters)",
  })
  @ApiEnvelope(ClubPostView, { status: 201, description: 'Created' })
  @ApiFailure(400, 'Validation failed, malformed id, or a reply to a reply')
  @ApiFailure(403, 'Members only; or a block stands between you and the author replied to')
  @ApiFailure(404, 'Club, section or post not found')
  create(
    @IdParam('Club id') id: string,
    @IdParam('Section id', 'sectionId') sectionId: string,
    @CurrentUser() user: AuthUser,
    @Body() dto: CreateClubPostDto,
  ) {
    return this.posts.create(id, sectionId, user, dto.body, dto.parent);
  }

  @Put('club-posts/:id')
  @CommunityWrite('clubs')
  @ApiOperation({ summary: 'Edit your own post' })
  @ApiEnvelope(ClubPostView)
  @ApiFailure(400, 'Validation failed or malformed id')
  @ApiFailure(403, 'You can only edit your own posts')
  @ApiFailure(404, 'Post not found')
  edit(@IdParam('Club post id') id: string, @CurrentUser() user: AuthUser, @Body() dto: ClubPostBodyDto) {
    return this.posts.edit(id, user, dto.body);
  }

  @Delete('club-posts/:id')
  @HttpCode(200)
  @CommunityWrite('clubs')
  @ApiOperation({ summary: 'Delete a post with its replies (its author, or a moderator)' })
  @ApiEnvelope(null)
  @ApiFailure(400, 'Malformed id')
  @ApiFailure(403, "Only the club's moderators can do this")
  @ApiFailure(404, 'Post not found')
  remove(@IdParam('Club post id') id: string, @CurrentUser() user: AuthUser) {
    return this.posts.remove(id, user);
  }

  @Put('club-posts/:id/pin')
  @CommunityWrite('clubs')
  @ApiOperation({ summary: 'Pin a post to the top of its thread, or unpin it (moderators)' })
  @ApiEnvelope(ClubPostView)
  @ApiFailure(400, 'Validation failed, malformed id, or a reply')
  @ApiFailure(403, "Only the club's moderators can do this")
  @ApiFailure(404, 'Post not found')
  pin(@IdParam('Club post id') id: string, @CurrentUser() user: AuthUser, @Body() dto: ClubPinDto) {
    return this.posts.pin(id, user, dto.pinned);
  }

  @Post('club-posts/:id/like')
  @HttpCode(200)
  @CommunityWrite('clubs')
  @ApiOperation({ summary: 'Like a post or reply (members who may see it; liking twice is one like)' })
  @ApiEnvelope(ClubPostLikeView)
  @ApiFailure(400, 'Malformed id, or your own post')
  @ApiFailure(403, 'Members only; the section is ahead of you; or a block stands between you and its author')
  @ApiFailure(404, 'Post not found')
  like(@IdParam('Club post id') id: string, @CurrentUser() user: AuthUser) {
    return this.posts.like(id, user);
  }

  @Delete('club-posts/:id/like')
  @HttpCode(200)
  @CommunityWrite('clubs')
  @ApiOperation({ summary: 'Take back your like of a post or reply (none to take back is no error)' })
  @ApiEnvelope(ClubPostLikeView)
  @ApiFailure(400, 'Malformed id')
  @ApiFailure(404, 'Post not found')
  unlike(@IdParam('Club post id') id: string, @CurrentUser() user: AuthUser) {
    return this.posts.unlike(id, user);
  }
}
