import { Controller, Get, Headers, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { AuthUser } from '../../accounts/auth/auth-user';
import { Authenticated, CurrentUser } from '../../accounts/auth/decorators';
import { ApiEnvelope, ApiPagedEnvelope, ApiFailure } from '../../platform/common/openapi-responses';
import { NotificationsPageQueryDto } from './dto/notification-query.dto';
import { NotificationView, UnreadCountView } from './notification.view';
import { NotificationsService } from './notifications.service';

/** Whether an If-None-Match header names this (weak) validator. */
const matches = (ifNoneMatch: string | undefined, etag: string) =>
  !!ifNoneMatch &&
  ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === etag.slice(2) || tag.trim() === '*');

@ApiTags('notifications')
@Controller('notifications')
@Authenticated()
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @ApiOperation({ summary: "The caller's notifications, newest first" })
  @ApiPagedEnvelope(NotificationView)
  @ApiFailure(400, 'Invalid query parameter')
  list(@CurrentUser() user: AuthUser, @Query() query: NotificationsPageQueryDto) {
    return this.notifications.list(user.id, query.page, query.limit);
  }

  @Get('unread-count')
  @ApiOperation({
    summary:
      'How many notifications the caller has not read: one read of a counter, with a weak ETag (send it back in If-None-Match: 304 while nothing changed)',
  })
  @ApiHeader({ name: 'If-None-Match', required: false, description: 'The ETag of the last answer' })
  @ApiEnvelope(UnreadCountView)
  @ApiResponse({ status: 304, description: 'Nothing changed since the ETag sent' })
  async unreadCount(
    @CurrentUser() user: AuthUser,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { count, etag } = await this.notifications.unreadCount(user.id);
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', 'no-store');
    if (matches(ifNoneMatch, etag)) res.status(304);
    return { count };
  }

  @Post('read-all')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark every notification of the caller read' })
  @ApiEnvelope(null)
  readAll(@CurrentUser() user: AuthUser) {
    return this.notifications.readAll(user.id);
  }
}
