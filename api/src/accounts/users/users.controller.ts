import { Body, Controller, Delete, Get, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { AdminOnly, CurrentUser } from '../auth/decorators';
import { IdParam } from '../../platform/common/id-param';
import { ApiEnvelope, ApiFailure, ApiPagedEnvelope } from '../../platform/common/openapi-responses';
import { SuspensionDto } from './dto/suspension.dto';
import { UpdateRoleDto } from './dto/update-role.dto';
import { UserQueryDto } from './dto/user-query.dto';
import { PublicUser, UserStatsView } from './public-user';
import { UsersService } from './users.service';

@ApiTags('users')
@Controller('users')
@AdminOnly()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiOperation({
    summary: 'Users newest first, searched by username or email and filtered by role, a page at a time (admin)',
  })
  @ApiPagedEnvelope(PublicUser)
  @ApiFailure(400, 'Invalid query parameter')
  list(@Query() query: UserQueryDto) {
    return this.users.list(query);
  }

  @Get('stats')
  @ApiOperation({ summary: 'Number of users, administrators and regular users (admin)' })
  @ApiEnvelope(UserStatsView)
  stats() {
    return this.users.stats();
  }

  @Put(':id/role')
  @ApiOperation({ summary: "Change a user's role (admin); the last administrator cannot be demoted" })
  @ApiEnvelope(PublicUser)
  @ApiFailure(400, 'Invalid role or id, or demotion of the last administrator')
  @ApiFailure(404, 'Unknown user')
  updateRole(@IdParam('User id') id: string, @Body() dto: UpdateRoleDto, @CurrentUser() admin: AuthUser) {
    return this.users.updateRole(id, dto.role, admin.id);
  }

  @Put(':id/suspension')
  @ApiOperation({
    summary:
      'Suspend a user for whole days, or until lifted (admin): their sessions end at once and they cannot sign in',
  })
  @ApiEnvelope(PublicUser)
  @ApiFailure(400, 'Invalid days or note; you cannot suspend yourself or the last administrator')
  @ApiFailure(404, 'Unknown user')
  suspend(@IdParam('User id') id: string, @Body() dto: SuspensionDto, @CurrentUser() admin: AuthUser) {
    return this.users.suspend(id, dto.days, dto.note ?? '', admin.id);
  }

  @Delete(':id/suspension')
  @ApiOperation({ summary: "Lift a user's suspension (admin)" })
  @ApiEnvelope(PublicUser)
  @ApiFailure(404, 'Unknown user')
  lift(@IdParam('User id') id: string, @CurrentUser() admin: AuthUser) {
    return this.users.lift(id, admin.id);
  }
}
