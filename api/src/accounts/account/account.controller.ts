import { Body, Controller, Delete, HttpCode, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { AuthRateLimit } from '../auth/auth-rate-limit';
import { Authenticated, CurrentUser } from '../auth/decorators';
import { ApiEnvelope, ApiFailure } from '../../platform/common/openapi-responses';
import { PublicUser } from '../users/public-user';
import { AccountService } from './account.service';
import { DeleteAccountDto, UpdatePrivacyDto } from './dto/account.dto';
import { ChangesPublicReads } from '../../platform/common/http-cache/public-cache';

@ApiTags('auth')
@Controller('auth')
@Authenticated()
export class AccountController {
  constructor(private readonly account: AccountService) {}

  @Put('privacy')
  @ApiOperation({
    summary: 'Choose who sees your reading list, goal and activity, and whether followers need your approval',
  })
  @ApiEnvelope(PublicUser)
  @ApiFailure(400, 'Invalid fields, or approval of followers turned off while a setting is for followers only')
  updatePrivacy(@CurrentUser() user: AuthUser, @Body() dto: UpdatePrivacyDto) {
    return this.account.updatePrivacy(user.id, dto);
  }

  @Delete('account')
  @HttpCode(200)
  // Its reviews go, and the books' ratings and the site's totals change with them.
  @ChangesPublicReads()
  @AuthRateLimit()
  @ApiOperation({
    summary: 'Delete your account and everything that belongs to it (needs your current password); every session ends',
  })
  @ApiEnvelope(null)
  @ApiFailure(400, 'The password is missing or incorrect')
  deleteAccount(@CurrentUser() user: AuthUser, @Body() dto: DeleteAccountDto) {
    return this.account.deleteAccount(user.id, dto.password);
  }
}
