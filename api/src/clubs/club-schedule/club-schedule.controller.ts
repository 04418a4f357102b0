import { Body, Controller, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CommunityWrite } from '../../accounts/account-limits/account-limits';
import type { AuthUser } from '../../accounts/auth/auth-user';
import { CurrentUser, OptionalAuth } from '../../accounts/auth/decorators';
import { CurrentViewer, type Viewer } from '../../accounts/auth/viewer';
import { ApiEnvelope, ApiFailure } from '../../platform/common/openapi-responses';
import { IdParam } from '../../platform/common/id-param';
import { ClubScheduleView, ClubSectionView } from '../club.views';
import { ClubScheduleService } from './club-schedule.service';
import { ClubScheduleDto, ClubScheduleQueryDto } from './dto/club-schedule.dto';

@ApiTags('clubs')
@Controller('clubs/:id')
export class ClubScheduleController {
  constructor(private readonly schedule: ClubScheduleService) {}

  @Get('schedule')
  @OptionalAuth()
  @ApiOperation({ summary: "The club's read and its sections, each open or not to you by your progress" })
  @ApiEnvelope(ClubScheduleView)
  @ApiFailure(400, 'Malformed id')
  @ApiFailure(403, "A private club's schedule is for its members")
  @ApiFailure(404, 'Club not found, or a book it has not read')
  async get(@IdParam('Club id') id: string, @Query() query: ClubScheduleQueryDto, @CurrentViewer() viewer: Viewer) {
    return this.schedule.get(id, await viewer(), query.book);
  }

  @Put('schedule')
  @CommunityWrite('clubs')
  @ApiOperation({
    summary: "Set the club's book and its sections, each ending at a page of the edition or a percentage (moderators)",
  })
  @ApiEnvelope(ClubScheduleView)
  @ApiFailure(400, 'Validation failed, or sections out of order')
  @ApiFailure(403, "Only the club's moderators can do this")
  @ApiFailure(404, 'Club or book not found')
  @ApiFailure(409, 'A section with posts left out, or another book before the current read is finished')
  set(@IdParam('Club id') id: string, @CurrentUser() user: AuthUser, @Body() dto: ClubScheduleDto) {
    return this.schedule.set(id, user, dto);
  }

  @Post('schedule/finish')
  @HttpCode(200)
  @CommunityWrite('clubs')
  @ApiOperation({ summary: 'Finish the current read: it moves to past reads with its threads (moderators)' })
  @ApiEnvelope(null)
  @ApiFailure(403, "Only the club's moderators can do this")
  @ApiFailure(404, 'Club not found, or no current read')
  finish(@IdParam('Club id') id: string, @CurrentUser() user: AuthUser) {
    return this.schedule.finish(id, user);
  }

  @Post('sections/:sectionId/show')
  @HttpCode(200)
  @CommunityWrite('clubs')
  @ApiOperation({ summary: 'Show this section anyway: its posts before you reach its end (remembered)' })
  @ApiEnvelope(ClubSectionView)
  @ApiFailure(403, 'Members only')
  @ApiFailure(404, 'Club or section not found')
  show(
    @IdParam('Club id') id: string,
    @IdParam('Section id', 'sectionId') sectionId: string,
    @CurrentUser() user: AuthUser,
  ) {
    return this.schedule.showAnyway(id, sectionId, user);
  }
}
