import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope } from '../common/openapi-responses';
import { StatsResponse } from './stats.response';
import { StatsService } from './stats.service';
import { PublicCache } from '../common/http-cache/public-cache';

@ApiTags('stats')
@Controller('stats')
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  @Get()
  @PublicCache()
  @ApiOperation({ summary: 'Site totals: books, users, reviews and authors' })
  @ApiEnvelope(StatsResponse)
  totals() {
    return this.stats.totals();
  }
}
