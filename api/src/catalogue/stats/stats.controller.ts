import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { OptionalAuth } from '../../accounts/auth/decorators';
import { CurrentViewer, type Viewer } from '../../accounts/auth/viewer';
import { CountsQueryDto, countsAllStatuses } from '../../platform/common/counts-query.dto';
import { ApiEnvelope, ApiFailure } from '../../platform/common/openapi-responses';
import { StatsResponse } from './stats.response';
import { StatsService } from './stats.service';
import { PublicCache } from '../../platform/common/http-cache/public-cache';

@ApiTags('stats')
@Controller('stats')
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  @Get()
  @PublicCache()
  @OptionalAuth()
  @ApiOperation({
    summary:
      'Site totals: the published books and their reviews (every one when an administrator asks: counts=all), users and authors',
  })
  @ApiEnvelope(StatsResponse)
  @ApiFailure(400, 'Invalid query parameter')
  async totals(@Query() query: CountsQueryDto, @CurrentViewer() viewer: Viewer) {
    return this.stats.totals(await countsAllStatuses(viewer, query.counts));
  }
}
