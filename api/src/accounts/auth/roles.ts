import { SetMetadata } from '@nestjs/common';
import type { UserRole } from '../users/user.schema';

/** Metadata key of @Roles(), read by RolesGuard. Its own file: decorators.ts uses the guards, the guards read this. */
export const ROLES_KEY = 'roles';

/** Restricts a route (already behind JwtAuthGuard) to these roles. */
export const Roles = (...roles: UserRole[]) => SetMetadata(ROLES_KEY, roles);
