import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators';
import { OptionalJwtAuthGuard } from '../auth/guards';
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
  @ApiOperation({ summary: 'Site totals: the books and reviews the viewer may see (every one for administrators), users and authors' })
  @ApiEnvelope(StatsResponse)
  @ApiFailure(401, 'A bearer token was sent but is invalid or expired')
  totals(@CurrentUser() user?: AuthUser) {
    return this.stats.totals(user);
  }
}
