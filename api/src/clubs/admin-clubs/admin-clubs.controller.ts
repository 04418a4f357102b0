import { Body, Controller, Delete, Get, HttpCode, Param, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../accounts/auth/decorators';
import { ApiEnvelope, ApiFailure, ApiPagedEnvelope } from '../../platform/common/openapi-responses';
import { ParseObjectIdPipe } from '../../platform/common/parse-object-id.pipe';
import { AdminClubView } from './admin-club.view';
import { AdminClubsService } from './admin-clubs.service';
import { AdminClubsQueryDto, ClubSuspensionDto } from './dto/admin-club.dto';

const CLUB = { name: 'id', description: 'Club id' };

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
  @ApiParam(CLUB)
  @ApiEnvelope(AdminClubView)
  @ApiFailure(400, 'Validation failed or malformed id')
  @ApiFailure(404, 'Club not found')
  suspend(@Param('id', ParseObjectIdPipe) id: string, @Body() dto: ClubSuspensionDto) {
    return this.clubs.suspend(id, true, dto.note ?? '');
  }

  @Delete(':id/suspension')
  @ApiOperation({ summary: "Lift a club's suspension (admin)" })
  @ApiParam(CLUB)
  @ApiEnvelope(AdminClubView)
  @ApiFailure(400, 'Malformed id')
  @ApiFailure(404, 'Club not found')
  lift(@Param('id', ParseObjectIdPipe) id: string) {
    return this.clubs.suspend(id, false);
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete a club with its members, schedule and discussion (admin)' })
  @ApiParam(CLUB)
  @ApiEnvelope(null)
  @ApiFailure(400, 'Malformed id')
  @ApiFailure(404, 'Club not found')
  remove(@Param('id', ParseObjectIdPipe) id: string) {
    return this.clubs.remove(id);
  }
}
