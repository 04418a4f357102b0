import { applyDecorators, Controller, Get, Query } from '@nestjs/common';
import { ApiExtraModels, ApiOperation, ApiResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { AuthUser } from '../../accounts/auth/auth-user';
import { Authenticated, CurrentUser } from '../../accounts/auth/decorators';
import { ApiEnvelope, ApiFailure } from '../../platform/common/openapi-responses';
import { FeedQueryDto } from '../readers/dto/readers.dto';
import { FriendsService } from '../readers/friends.service';
import { SuggestedReaderView } from '../readers/reader.view';
import { ActivityItemView, FeedMetaView } from './activity.view';
import { FeedService } from './feed.service';

/** `{ success: true, data: ActivityItem[], meta: FeedMeta }`: a list paged by a cursor. */
const ApiFeedEnvelope = () =>
  applyDecorators(
    ApiExtraModels(ActivityItemView, FeedMetaView),
    ApiResponse({
      status: 200,
      description: 'Success',
      schema: {
        type: 'object',
        required: ['success', 'data', 'meta'],
        properties: {
          success: { type: 'boolean', enum: [true] },
          data: { type: 'array', items: { $ref: getSchemaPath(ActivityItemView) } },
          meta: { $ref: getSchemaPath(FeedMetaView) },
        },
      },
    }),
  );

@ApiTags('readers')
@Controller('feed')
@Authenticated()
export class FeedController {
  constructor(
    private readonly feed: FeedService,
    private readonly friends: FriendsService,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'From readers you follow: their activity, newest first (`before`: the last id shown, for the next page)',
  })
  @ApiFeedEnvelope()
  @ApiFailure(400, 'Invalid query parameter, or a page that is gone')
  list(@CurrentUser() user: AuthUser, @Query() query: FeedQueryDto) {
    return this.feed.feed(user.id, query.before, query.limit);
  }

  @Get('suggestions')
  @ApiOperation({ summary: 'Up to 5 readers to follow: the most active reviewers of the books on your list' })
  @ApiEnvelope(SuggestedReaderView, { isArray: true })
  suggestions(@CurrentUser() user: AuthUser) {
    return this.friends.suggestions(user);
  }
}
