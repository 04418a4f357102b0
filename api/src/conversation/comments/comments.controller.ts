import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CommunityWrite } from '../../accounts/account-limits/account-limits';
import type { AuthUser } from '../../accounts/auth/auth-user';
import { CurrentUser, OptionalAuth } from '../../accounts/auth/decorators';
import { CurrentViewer, type Viewer } from '../../accounts/auth/viewer';
import { ChangesPublicReads } from '../../platform/common/http-cache/public-cache';
import { ApiEnvelope, ApiFailure, ApiPagedEnvelope } from '../../platform/common/openapi-responses';
import { IdParam } from '../../platform/common/id-param';
import { CommentView } from './comment.view';
import { CommentsService } from './comments.service';
import { CommentBodyDto, CommentsPageQueryDto } from './dto/comment.dto';

@ApiTags('comments')
@Controller()
export class CommentsController {
  constructor(private readonly comments: CommentsService) {}

  @Get('reviews/:id/comments')
  @OptionalAuth()
  @ApiOperation({
    summary: "A review's comments, oldest first (without those between the caller and readers either blocked)",
  })
  @ApiPagedEnvelope(CommentView)
  @ApiFailure(400, 'Invalid query parameter or malformed id')
  @ApiFailure(404, 'Review not found (or of a reader a block stands between the caller and)')
  list(@IdParam('Review id') id: string, @Query() query: CommentsPageQueryDto, @CurrentViewer() viewer: Viewer) {
    return this.comments.list(id, viewer, query.page, query.limit);
  }

  @Post('reviews/:id/comments')
  // The review lists show its commentCount.
  @ChangesPublicReads()
  @CommunityWrite('comments')
  @ApiOperation({ summary: 'Comment on a review (plain text, 1 to 2,000 characters)' })
  @ApiEnvelope(CommentView, { status: 201, description: 'Created' })
  @ApiFailure(400, 'Validation failed or malformed id')
  @ApiFailure(403, 'You cannot interact with this reader')
  @ApiFailure(404, 'Review not found')
  create(@IdParam('Review id') id: string, @Body() dto: CommentBodyDto, @CurrentUser() user: AuthUser) {
    return this.comments.create(user, id, dto.body);
  }

  @Put('comments/:id')
  @CommunityWrite('comments')
  @ApiOperation({ summary: 'Edit your own comment' })
  @ApiEnvelope(CommentView)
  @ApiFailure(400, 'Validation failed or malformed id')
  @ApiFailure(403, 'You can only edit your own comments, or You cannot interact with this reader')
  @ApiFailure(404, 'Comment not found')
  update(@IdParam('Comment id') id: string, @Body() dto: CommentBodyDto, @CurrentUser() user: AuthUser) {
    return this.comments.update(user, id, dto.body);
  }

  @Delete('comments/:id')
  @HttpCode(200)
  @ChangesPublicReads()
  @CommunityWrite('comments')
  @ApiOperation({ summary: "Delete a comment (its author, the review's author, or an administrator)" })
  @ApiEnvelope(null)
  @ApiFailure(400, 'Malformed id')
  @ApiFailure(
    403,
    'You can only delete comments of your own or on your reviews, or You cannot interact with this reader',
  )
  @ApiFailure(404, 'Comment not found')
  remove(@IdParam('Comment id') id: string, @CurrentUser() user: AuthUser) {
    return this.comments.remove(user, id);
  }
}
