import { Body, Controller, Get, HttpCode, HttpStatus, Post, Put, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiEnvelope, ApiFailure } from '../../platform/common/openapi-responses';
import { PublicUser } from '../users/public-user';
import type { AuthUser } from './auth-user';
import { AuthRateLimit, RenewalRateLimit } from './auth-rate-limit';
import { AuthResult, TokenResult } from './auth.response';
import { AuthService, SESSION_ENDED } from './auth.service';
import { Authenticated, CurrentUser } from './decorators';
import { LoginAttempts } from './login-attempts';
import { ChangePasswordDto } from './dto/change-password.dto';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';
import { UpdateAvatarDto } from './dto/update-avatar.dto';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { ChangesPublicReads } from '../../platform/common/http-cache/public-cache';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly loginAttempts: LoginAttempts,
  ) {}

  @Post('register')
  // The site's totals count readers.
  @ChangesPublicReads()
  @AuthRateLimit()
  @ApiOperation({ summary: 'Create an account and sign in' })
  @ApiEnvelope(AuthResult, { status: 201 })
  @ApiFailure(400, 'Invalid fields')
  @ApiFailure(409, 'Email or username already in use')
  async register(@Body() dto: RegisterDto, @Req() req: Request) {
    const result = await this.auth.register(dto);
    // The browser that made the account is its owner's: it keeps signing in while the account is guessed at.
    this.loginAttempts.rememberDevice(req, req.res as Response, result.user._id);
    return result;
  }

  @Post('login')
  @HttpCode(HttpStatus.OK)
  @AuthRateLimit()
  @ApiOperation({ summary: 'Sign in with email and password' })
  @ApiEnvelope(AuthResult)
  @ApiFailure(400, 'Invalid fields')
  @ApiFailure(401, 'Invalid email or password')
  login(@Body() dto: LoginDto, @Req() req: Request) {
    return this.loginAttempts.attempt(dto.email, req, req.res as Response, () => this.auth.login(dto));
  }

  @Get('me')
  @Authenticated()
  @ApiOperation({ summary: 'The signed-in user' })
  @ApiEnvelope(PublicUser)
  me(@CurrentUser() user: AuthUser) {
    return this.auth.me(user.id);
  }

  @Put('profile')
  @AuthRateLimit()
  @Authenticated()
  @ApiOperation({ summary: "Update the signed-in user's profile (a new email needs `currentPassword`)" })
  @ApiEnvelope(PublicUser)
  @ApiFailure(400, 'Invalid fields, or the current password is missing or incorrect for an email change')
  @ApiFailure(409, 'Email or username already in use')
  updateProfile(@CurrentUser() user: AuthUser, @Body() dto: UpdateProfileDto) {
    return this.auth.updateProfile(user.id, dto);
  }

  @Put('change-password')
  @AuthRateLimit()
  @Authenticated()
  @ApiOperation({
    summary: "Change the signed-in user's password (ends every other session; returns this session's new token)",
  })
  @ApiEnvelope(TokenResult)
  @ApiFailure(400, 'Invalid fields, or the current password is incorrect')
  changePassword(@CurrentUser() user: AuthUser, @Body() dto: ChangePasswordDto) {
    return this.auth.changePassword(user.id, dto);
  }

  @Post('logout')
  @HttpCode(HttpStatus.OK)
  @Authenticated()
  @ApiOperation({ summary: 'Sign out everywhere: every token of the user issued so far stops working' })
  @ApiEnvelope(null)
  logout(@CurrentUser() user: AuthUser) {
    return this.auth.logout(user.id);
  }

  @Post('refresh')
  @HttpCode(HttpStatus.OK)
  @RenewalRateLimit()
  @Authenticated()
  @ApiOperation({
    summary:
      'Exchange a valid token for a fresh one (tokens are short-lived; clients renew them while in use, until the session ends SESSION_MAX_AGE after the sign-in)',
  })
  @ApiEnvelope(TokenResult)
  @ApiFailure(401, SESSION_ENDED)
  refresh(@CurrentUser() user: AuthUser) {
    return this.auth.refresh(user);
  }

  @Put('avatar')
  @Authenticated()
  @ApiOperation({ summary: 'Set (the URL of an image you uploaded) or remove ("") the signed-in user\'s avatar' })
  @ApiEnvelope(PublicUser)
  @ApiFailure(400, 'Not an image URL')
  @ApiFailure(403, 'Your avatar must be an image you uploaded')
  updateAvatar(@CurrentUser() user: AuthUser, @Body() dto: UpdateAvatarDto) {
    return this.auth.updateAvatar(user.id, dto.avatar);
  }
}
