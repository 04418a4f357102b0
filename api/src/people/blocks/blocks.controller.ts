import { Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { CommunityWrite } from '../../accounts/account-limits/account-limits';
import type { AuthUser } from '../../accounts/auth/auth-user';
import { Authenticated, CurrentUser } from '../../accounts/auth/decorators';
import { ApiEnvelope, ApiFailure, ApiPagedEnvelope } from '../../platform/common/openapi-responses';
import { ReaderSummaryView } from '../readers/reader.view';
import { BlocksService } from './blocks.service';
import { BlocksPageQueryDto } from './dto/blocks.dto';

@ApiTags('readers')
@Controller()
export class BlocksController {
  constructor(private readonly blocks: BlocksService) {}

  @Post('readers/:username/block')
  @HttpCode(200)
  @CommunityWrite('blocks')
  @ApiOperation({
    summary: 'Block a reader: follows between you end, they no longer reach you, and neither sees the other’s comments',
  })
  @ApiParam({ name: 'username', description: "The reader's username (any case)" })
  @ApiEnvelope(null)
  @ApiFailure(400, 'You cannot block yourself')
  @ApiFailure(404, 'Reader not found')
  block(@Param('username') username: string, @CurrentUser() user: AuthUser) {
    return this.blocks.block(user.id, username);
  }

  @Delete('readers/:username/block')
  @HttpCode(200)
  @CommunityWrite('blocks')
  @ApiOperation({ summary: 'Unblock a reader (nothing to undo is no error; follows ended by the block stay ended)' })
  @ApiParam({ name: 'username', description: "The reader's username (any case)" })
  @ApiEnvelope(null)
  @ApiFailure(404, 'Reader not found')
  unblock(@Param('username') username: string, @CurrentUser() user: AuthUser) {
    return this.blocks.unblock(user.id, username);
  }

  @Get('blocks')
  @Authenticated()
  @ApiOperation({ summary: 'The readers you blocked, newest first' })
  @ApiPagedEnvelope(ReaderSummaryView)
  @ApiFailure(400, 'Invalid query parameter')
  list(@CurrentUser() user: AuthUser, @Query() query: BlocksPageQueryDto) {
    return this.blocks.list(user.id, query.page, query.limit);
  }
}
