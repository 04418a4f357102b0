import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../accounts/auth/auth-user';
import { Authenticated, CurrentUser, OptionalAuth } from '../../accounts/auth/decorators';
import { CurrentViewer, type Viewer } from '../../accounts/auth/viewer';
import { ChangesPublicReads, PublicCache } from '../../platform/common/http-cache/public-cache';
import { IdParam } from '../../platform/common/id-param';
import { ApiEnvelope, ApiFailure, ApiPagedEnvelope } from '../../platform/common/openapi-responses';
import { CreateReviewDto, ReviewQueryDto, ReviewStatsQueryDto, UpdateReviewDto } from './dto/review.dto';
import { ReviewPageMetaView, ReviewStatsView, ReviewView } from './review.view';
import { ReviewsService } from './reviews.service';

@ApiTags('reviews')
@Controller('reviews')
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get()
  @PublicCache()
  @OptionalAuth()
  @ApiOperation({
    summary:
      'Reviews, newest first, filtered by book, user and/or rating (of draft and archived books: administrators only)',
  })
  @ApiPagedEnvelope(ReviewView, 'Success', ReviewPageMetaView)
  @ApiFailure(400, 'Invalid query parameter')
  list(@Query() query: ReviewQueryDto, @CurrentViewer() viewer: Viewer) {
    return this.reviews.list(query, viewer);
  }

  @Get('stats')
  @PublicCache()
  @OptionalAuth()
  @ApiOperation({
    summary:
      'Count, mean rating and rating distribution (all reviews or one book; of draft and archived books: administrators only)',
  })
  @ApiEnvelope(ReviewStatsView)
  @ApiFailure(400, 'Invalid query parameter')
  stats(@Query() query: ReviewStatsQueryDto, @CurrentViewer() viewer: Viewer) {
    return this.reviews.stats(query.book, viewer);
  }

  @Post()
  @ChangesPublicReads()
  @Authenticated()
  @ApiOperation({ summary: 'Review a book (one review per user and book)' })
  @ApiEnvelope(ReviewView, { status: 201, description: 'Created' })
  @ApiFailure(400, 'Validation failed')
  @ApiFailure(404, 'Book not found')
  @ApiFailure(409, 'You have already reviewed this book')
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateReviewDto) {
    return this.reviews.create(user, dto);
  }

  @Put(':id')
  @ChangesPublicReads()
  @Authenticated()
  @ApiOperation({ summary: 'Edit your own review (nobody else may, administrators included)' })
  @ApiEnvelope(ReviewView)
  @ApiFailure(400, 'Validation failed or malformed id')
  @ApiFailure(403, 'Not your review, or a spoiler mark a moderator set taken off')
  @ApiFailure(404, 'Review not found')
  update(@IdParam('Review id') id: string, @CurrentUser() user: AuthUser, @Body() dto: UpdateReviewDto) {
    return this.reviews.update(id, user, dto);
  }

  @Delete(':id')
  @ChangesPublicReads()
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Delete a review (its author or an administrator)' })
  @ApiEnvelope(null)
  @ApiFailure(400, 'Malformed id')
  @ApiFailure(403, 'Not your review')
  @ApiFailure(404, 'Review not found')
  async remove(@IdParam('Review id') id: string, @CurrentUser() user: AuthUser) {
    await this.reviews.remove(id, user);
    return null;
  }
}
