import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { AdminOnly, CurrentUser } from '../auth/decorators';
import { ParseObjectIdPipe } from '../common/parse-object-id.pipe';
import { ApiEnvelope, ApiFailure } from '../common/openapi-responses';
import { UpdateRoleDto } from './dto/update-role.dto';
import { PublicUser } from './public-user';
import { UsersService } from './users.service';

@ApiTags('users')
@Controller('users')
@AdminOnly()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiOperation({ summary: 'List every user, newest first (admin)' })
  @ApiEnvelope(PublicUser, { isArray: true })
  list() {
    return this.users.list();
  }

  @Put(':id/role')
  @ApiOperation({ summary: "Change a user's role (admin); the last administrator cannot be demoted" })
  @ApiParam({ name: 'id', description: 'User id' })
  @ApiEnvelope(PublicUser)
  @ApiFailure(400, 'Invalid role or id, or demotion of the last administrator')
  @ApiFailure(404, 'Unknown user')
  updateRole(@Param('id', ParseObjectIdPipe) id: string, @Body() dto: UpdateRoleDto, @CurrentUser() admin: AuthUser) {
    return this.users.updateRole(id, dto.role, admin.id);
  }
}
