import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CommunityWrite } from '../../accounts/account-limits/account-limits';
import type { AuthUser } from '../../accounts/auth/auth-user';
import { Authenticated, CurrentUser, OptionalAuth } from '../../accounts/auth/decorators';
import { CurrentViewer, type Viewer } from '../../accounts/auth/viewer';
import { ApiEnvelope, ApiFailure, ApiPagedEnvelope } from '../../platform/common/openapi-responses';
import { IdParam } from '../../platform/common/id-param';
import { ClubSummaryView, ClubView, MyClubView } from '../club.views';
import { ClubsService } from './clubs.service';
import { ClubDirectoryQueryDto, CreateClubDto, UpdateClubDto } from './dto/club.dto';

@ApiTags('clubs')
@Controller('clubs')
export class ClubsController {
  constructor(private readonly clubs: ClubsService) {}

  @Get()
  @ApiOperation({
    summary:
      'The directory of clubs by members or recent activity, searched by name (of a private club: its name, description and member count only)',
  })
  @ApiPagedEnvelope(ClubSummaryView)
  @ApiFailure(400, 'Invalid query parameter')
  directory(@Query() query: ClubDirectoryQueryDto) {
    return this.clubs.directory(query);
  }

  @Get('mine')
  @Authenticated()
  @ApiOperation({ summary: 'Your clubs: those you are a member of, invited to or asked to join' })
  @ApiEnvelope(MyClubView, { isArray: true })
  mine(@CurrentUser() user: AuthUser) {
    return this.clubs.mine(user);
  }

  @Post()
  @CommunityWrite('clubs')
  @ApiOperation({ summary: 'Start a club: you are its owner' })
  @ApiEnvelope(ClubView, { status: 201, description: 'Created' })
  @ApiFailure(400, 'Validation failed')
  @ApiFailure(403, 'The cover is not an image you uploaded')
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateClubDto) {
    return this.clubs.create(user, dto);
  }

  @Get(':id')
  @OptionalAuth()
  @ApiOperation({
    summary: "A club's page and your standing in it (a private club's non-members get its summary only)",
  })
  @ApiEnvelope(ClubView)
  @ApiFailure(400, 'Malformed id')
  @ApiFailure(404, 'Club not found')
  @ApiFailure(410, 'The club has been suspended (an administrator still sees it)')
  async view(@IdParam('Club id') id: string, @CurrentViewer() viewer: Viewer) {
    return this.clubs.view(id, await viewer());
  }

  @Put(':id')
  @CommunityWrite('clubs')
  @ApiOperation({ summary: "Edit a club's name, description, visibility or cover (its owner and moderators)" })
  @ApiEnvelope(ClubView)
  @ApiFailure(400, 'Validation failed or malformed id')
  @ApiFailure(403, "Only the club's moderators can do this; or the cover is not an image you uploaded")
  @ApiFailure(404, 'Club not found')
  update(@IdParam('Club id') id: string, @CurrentUser() user: AuthUser, @Body() dto: UpdateClubDto) {
    return this.clubs.update(id, user, dto);
  }

  @Delete(':id')
  @HttpCode(200)
  @CommunityWrite('clubs')
  @ApiOperation({ summary: 'Delete a club with its members, schedule and discussion (its owner, or an administrator)' })
  @ApiEnvelope(null)
  @ApiFailure(400, 'Malformed id')
  @ApiFailure(403, "Only the club's owner can do this")
  @ApiFailure(404, 'Club not found')
  remove(@IdParam('Club id') id: string, @CurrentUser() user: AuthUser) {
    return this.clubs.remove(id, user);
  }
}
