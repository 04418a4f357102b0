import { Body, Controller, Delete, Get, HttpCode, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../accounts/auth/decorators';
import { ApiEnvelope, ApiFailure, ApiPagedEnvelope } from '../../platform/common/openapi-responses';
import { IdParam } from '../../platform/common/id-param';
import { AdminClubView } from './admin-club.view';
import { AdminClubsService } from './admin-clubs.service';
import { AdminClubsQueryDto, ClubSuspensionDto } from './dto/admin-club.dto';

@ApiTags('clubs')
@Controller('admin/clubs')
@AdminOnly()
export class AdminClubsController {
  constructor(private readonly clubs: AdminClubsService) {}

  @Get()
  @ApiOperation({
    summary: 'Every club, suspended ones too, by recent activity, searched by name, with its open reports (admin)',
  })
  @ApiPagedEnvelope(AdminClubView)
  @ApiFailure(400, 'Invalid query parameter')
  list(@Query() query: AdminClubsQueryDto) {
    return this.clubs.list(query);
  }

  @Put(':id/suspension')
  @ApiOperation({
    summary: 'Suspend a club (admin): out of the directory, its page answers 410; its owner is told why',
  })
  @ApiEnvelope(AdminClubView)
  @ApiFailure(400, 'Validation failed or malformed id')
  @ApiFailure(404, 'Club not found')
  suspend(@IdParam('Club id') id: string, @Body() dto: ClubSuspensionDto) {
    return this.clubs.suspend(id, true, dto.note ?? '');
  }

  @Delete(':id/suspension')
  @ApiOperation({ summary: "Lift a club's suspension (admin)" })
  @ApiEnvelope(AdminClubView)
  @ApiFailure(400, 'Malformed id')
  @ApiFailure(404, 'Club not found')
  lift(@IdParam('Club id') id: string) {
    return this.clubs.suspend(id, false);
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete a club with its members, schedule and discussion (admin)' })
  @ApiEnvelope(null)
  @ApiFailure(400, 'Malformed id')
  @ApiFailure(404, 'Club not found')
  remove(@IdParam('Club id') id: string) {
    return this.clubs.remove(id);
  }
}
