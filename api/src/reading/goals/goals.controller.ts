import { Body, Controller, Delete, Get, HttpCode, Param, Put } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../accounts/auth/auth-user';
import { Authenticated, CurrentUser } from '../../accounts/auth/decorators';
import { ApiEnvelope, ApiFailure } from '../../platform/common/openapi-responses';
import { SetGoalDto } from './dto/goal.dto';
import { GoalView } from './goal.view';
import { GoalsService } from './goals.service';
import { ParseYearPipe } from './parse-year.pipe';

@ApiTags('goals')
@Controller('goals')
@Authenticated()
@ApiParam({ name: 'year', description: 'A year from 1900 to 2100', example: 2026 })
export class GoalsController {
  constructor(private readonly goals: GoalsService) {}

  @Get(':year')
  @ApiOperation({ summary: 'Your reading goal for a year (data is null when none is set)' })
  @ApiEnvelope(GoalView, { nullable: true, description: 'The goal, or null' })
  @ApiFailure(400, 'Malformed year')
  find(@Param('year', ParseYearPipe) year: number, @CurrentUser() user: AuthUser) {
    return this.goals.find(user, year);
  }

  @Put(':year')
  @ApiOperation({ summary: 'Set or change your reading goal for a year (1 to 1,000 books)' })
  @ApiEnvelope(GoalView)
  @ApiFailure(400, 'Malformed year or goal')
  set(@Param('year', ParseYearPipe) year: number, @CurrentUser() user: AuthUser, @Body() dto: SetGoalDto) {
    return this.goals.set(user, year, dto.target);
  }

  @Delete(':year')
  @HttpCode(200)
  @ApiOperation({ summary: 'Clear your reading goal for a year' })
  @ApiEnvelope(null)
  @ApiFailure(400, 'Malformed year')
  @ApiFailure(404, 'No goal set for that year')
  async clear(@Param('year', ParseYearPipe) year: number, @CurrentUser() user: AuthUser) {
    await this.goals.clear(user, year);
    return null;
  }
}
