import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { CommunityWrite } from '../../accounts/account-limits/account-limits';
import type { AuthUser } from '../../accounts/auth/auth-user';
import { CurrentUser, OptionalAuth } from '../../accounts/auth/decorators';
import { CurrentViewer, type Viewer } from '../../accounts/auth/viewer';
import { ApiEnvelope, ApiFailure, ApiPagedEnvelope } from '../../platform/common/openapi-responses';
import { IdParam } from '../../platform/common/id-param';
import { ClubMemberView, ClubStandingView } from '../club.views';
import { ClubMembersService } from './club-members.service';
import { ClubMembersQueryDto, ClubMuteDto, ClubRoleDto, ClubUsernameDto } from './dto/club-member.dto';

const READER = { name: 'username', description: "A reader's username" };

@ApiTags('clubs')
@Controller('clubs/:id')
export class ClubMembersController {
  constructor(private readonly members: ClubMembersService) {}

  @Get('members')
  @OptionalAuth()
  @ApiOperation({
    summary:
      "A club's members with their roles, the longest-serving first (its requests, invitations and bans: moderators only)",
  })
  @ApiPagedEnvelope(ClubMemberView)
  @ApiFailure(400, 'Invalid query parameter or malformed id')
  @ApiFailure(403, "A private club's members are for its members; requests, invitations and bans for its moderators")
  @ApiFailure(404, 'Club not found')
  async list(@IdParam('Club id') id: string, @Query() query: ClubMembersQueryDto, @CurrentViewer() viewer: Viewer) {
    return this.members.list(id, await viewer(), query);
  }

  @Post('join')
  @HttpCode(200)
  @CommunityWrite('clubs')
  @ApiOperation({ summary: 'Join a public club, accept an invitation, or ask to join a private club' })
  @ApiEnvelope(ClubStandingView)
  @ApiFailure(403, 'You cannot join this club (banned, or blocked by its owner)')
  @ApiFailure(404, 'Club not found')
  @ApiFailure(409, 'You are already a member of this club')
  join(@IdParam('Club id') id: string, @CurrentUser() user: AuthUser) {
    return this.members.join(id, user);
  }

  @Delete('membership')
  @HttpCode(200)
  @CommunityWrite('clubs')
  @ApiOperation({
    summary: 'Leave a club, withdraw your request or decline an invitation (the owner hands over first)',
  })
  @ApiEnvelope(null)
  @ApiFailure(404, 'Club not found, or you are not in it')
  @ApiFailure(409, 'The owner cannot leave without handing the club over')
  leave(@IdParam('Club id') id: string, @CurrentUser() user: AuthUser) {
    return this.members.leave(id, user);
  }

  @Put('mute')
  @CommunityWrite('clubs')
  @ApiOperation({ summary: 'Mute the club (be told nothing of it), or unmute it (members)' })
  @ApiEnvelope(ClubStandingView)
  @ApiFailure(400, 'Validation failed or malformed id')
  @ApiFailure(403, 'Members only')
  @ApiFailure(404, 'Club not found')
  mute(@IdParam('Club id') id: string, @CurrentUser() user: AuthUser, @Body() dto: ClubMuteDto) {
    return this.members.mute(id, user, dto.muted);
  }

  @Post('invitations')
  @CommunityWrite('clubs')
  @ApiOperation({ summary: 'Invite a reader by username (moderators); a reader who asked to join is accepted' })
  @ApiEnvelope(ClubMemberView, { status: 201, description: 'Invited' })
  @ApiFailure(403, "Only the club's moderators can do this; or a block stands between you and the reader")
  @ApiFailure(404, 'Club or reader not found')
  @ApiFailure(409, 'Already a member, or banned')
  invite(@IdParam('Club id') id: string, @CurrentUser() user: AuthUser, @Body() dto: ClubUsernameDto) {
    return this.members.invite(id, user, dto.username);
  }

  @Post('requests/:username/accept')
  @HttpCode(200)
  @CommunityWrite('clubs')
  @ApiOperation({ summary: "Accept a reader's request to join (moderators)" })
  @ApiParam(READER)
  @ApiEnvelope(ClubMemberView)
  @ApiFailure(403, "Only the club's moderators can do this")
  @ApiFailure(404, 'Club, reader or request not found')
  accept(@IdParam('Club id') id: string, @Param('username') username: string, @CurrentUser() user: AuthUser) {
    return this.members.accept(id, user, username);
  }

  @Delete('members/:username')
  @HttpCode(200)
  @CommunityWrite('clubs')
  @ApiOperation({ summary: 'Remove a member, decline a request or withdraw an invitation (moderators)' })
  @ApiParam(READER)
  @ApiEnvelope(null)
  @ApiFailure(403, "Only the club's moderators can do this (only its owner to a moderator; nobody to the owner)")
  @ApiFailure(404, 'Club or reader not found')
  remove(@IdParam('Club id') id: string, @Param('username') username: string, @CurrentUser() user: AuthUser) {
    return this.members.remove(id, user, username);
  }

  @Post('bans/:username')
  @HttpCode(200)
  @CommunityWrite('clubs')
  @ApiOperation({ summary: 'Ban a reader: out of the club, and they cannot rejoin or ask to (moderators)' })
  @ApiParam(READER)
  @ApiEnvelope(ClubMemberView)
  @ApiFailure(403, "Only the club's moderators can do this (only its owner to a moderator; nobody to the owner)")
  @ApiFailure(404, 'Club or reader not found')
  ban(@IdParam('Club id') id: string, @Param('username') username: string, @CurrentUser() user: AuthUser) {
    return this.members.ban(id, user, username);
  }

  @Put('members/:username/role')
  @CommunityWrite('clubs')
  @ApiOperation({ summary: 'Appoint a member moderator, or make a moderator a member again (the owner)' })
  @ApiParam(READER)
  @ApiEnvelope(ClubMemberView)
  @ApiFailure(403, "Only the club's owner can do this")
  @ApiFailure(404, 'Club or member not found')
  setRole(
    @IdParam('Club id') id: string,
    @Param('username') username: string,
    @CurrentUser() user: AuthUser,
    @Body() dto: ClubRoleDto,
  ) {
    return this.members.setRole(id, user, username, dto.role);
  }

  @Post('owner')
  @HttpCode(200)
  @CommunityWrite('clubs')
  @ApiOperation({ summary: 'Hand the club over to a member (the owner, who stays on as a moderator)' })
  @ApiEnvelope(ClubMemberView)
  @ApiFailure(403, "Only the club's owner can do this")
  @ApiFailure(404, 'Club or member not found')
  handOver(@IdParam('Club id') id: string, @CurrentUser() user: AuthUser, @Body() dto: ClubUsernameDto) {
    return this.members.handOver(id, user, dto.username);
  }
}
