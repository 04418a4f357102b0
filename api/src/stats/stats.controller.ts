import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators';
import { OptionalJwtAuthGuard } from '../auth/guards';
import { CountsQueryDto, countsAllStatuses } from '../common/counts-query.dto';
import { ApiEnvelope, ApiFailure } from '../common/openapi-responses';
import { StatsResponse } from './stats.response';
import { StatsService } from './stats.service';
import { PublicCache } from '../common/http-cache/public-cache';

@ApiTags('stats')
@Controller('stats')
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  @Get()
  @PublicCache()
  @UseGuards(OptionalJwtAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Site totals: the published books and their reviews (every one when an administrator asks: counts=all), users and authors' })
  @ApiEnvelope(StatsResponse)
  @ApiFailure(400, 'Invalid query parameter')
  @ApiFailure(401, 'A bearer token was sent but is invalid or expired')
  totals(@Query() query: CountsQueryDto, @CurrentUser() user?: AuthUser) {
    return this.stats.totals(countsAllStatuses(user, query.counts));
  }
}
