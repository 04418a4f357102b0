import { Controller, Delete, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { CommunityWrite } from '../../accounts/account-limits/account-limits';
import type { AuthUser } from '../../accounts/auth/auth-user';
import { Authenticated, CurrentUser } from '../../accounts/auth/decorators';
import { ChangesPublicReads } from '../../platform/common/http-cache/public-cache';
import { ApiEnvelope, ApiFailure } from '../../platform/common/openapi-responses';
import { IdParam } from '../../platform/common/id-param';
import { LikedQueryDto } from './dto/likes.dto';
import { LikeResultView } from './like.view';
import { LikesService } from './likes.service';

@ApiTags('reviews')
@Controller('reviews')
export class LikesController {
  constructor(private readonly likes: LikesService) {}

  @Get('liked')
  @Authenticated()
  @ApiOperation({ summary: "Ids of the caller's liked reviews of a book" })
  @ApiResponse({
    status: 200,
    description: 'Success',
    schema: {
      type: 'object',
      required: ['success', 'data'],
      properties: { success: { type: 'boolean', enum: [true] }, data: { type: 'array', items: { type: 'string' } } },
    },
  })
  @ApiFailure(400, 'Invalid query parameter')
  liked(@Query() query: LikedQueryDto, @CurrentUser() user: AuthUser) {
    return this.likes.likedOf(user, query.book);
  }

  @Post(':id/like')
  @HttpCode(200)
  // The review lists show its likeCount.
  @ChangesPublicReads()
  @CommunityWrite('likes')
  @ApiOperation({ summary: "Like a review (not one's own); liking twice is one like" })
  @ApiEnvelope(LikeResultView)
  @ApiFailure(400, 'Malformed id')
  @ApiFailure(403, 'You cannot like your own review, or You cannot interact with this reader')
  @ApiFailure(404, 'Review not found')
  like(@IdParam('Review id') id: string, @CurrentUser() user: AuthUser) {
    return this.likes.like(user, id);
  }

  @Delete(':id/like')
  @HttpCode(200)
  @ChangesPublicReads()
  @CommunityWrite('likes')
  @ApiOperation({ summary: 'Take back a like (none to take back is no error)' })
  @ApiEnvelope(LikeResultView)
  @ApiFailure(400, 'Malformed id')
  @ApiFailure(404, 'Review not found')
  unlike(@IdParam('Review id') id: string, @CurrentUser() user: AuthUser) {
    return this.likes.unlike(user, id);
  }
}
