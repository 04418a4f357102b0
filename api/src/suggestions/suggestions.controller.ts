import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { AdminOnly, Authenticated, CurrentUser } from '../auth/decorators';
import { ParseObjectIdPipe } from '../common/parse-object-id.pipe';
import { ApiEnvelope, ApiFailure, ApiPagedEnvelope } from '../common/openapi-responses';
import { ApproveSuggestionDto, SuggestionQueryDto, SuggestRowsDto } from './dto/suggestion.dto';
import { SuggestionApprovalView, SuggestionView, SuggestResultView } from './suggestion.view';
import { SuggestionsService } from './suggestions.service';
import { ChangesPublicReads } from '../common/http-cache/public-cache';

@ApiTags('suggestions')
@Controller()
export class SuggestionsController {
  constructor(private readonly suggestions: SuggestionsService) {}

  @Post('imports/:id/suggestions')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Suggest unmatched rows of my import to the catalogue (the same book from several readers is one suggestion)' })
  @ApiParam({ name: 'id', description: 'Import id' })
  @ApiEnvelope(SuggestResultView)
  @ApiFailure(400, 'A row is not an unmatched row of this import')
  @ApiFailure(404, 'Import not found')
  suggest(@Param('id', ParseObjectIdPipe) id: string, @Body() dto: SuggestRowsDto, @CurrentUser() user: AuthUser) {
    return this.suggestions.suggest(user, id, dto.rows);
  }

  @Get('suggestions')
  @AdminOnly()
  @ApiOperation({ summary: 'Open suggestions, newest or most requested first (admin)' })
  @ApiPagedEnvelope(SuggestionView)
  @ApiFailure(400, 'Invalid query parameter')
  list(@Query() query: SuggestionQueryDto) {
    return this.suggestions.list(query);
  }

  @Post('suggestions/:id/dismiss')
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({ summary: 'Dismiss a suggestion (admin)' })
  @ApiParam({ name: 'id', description: 'Suggestion id' })
  @ApiEnvelope(null)
  @ApiFailure(404, 'Suggestion not found')
  @ApiFailure(409, 'Already approved or dismissed')
  async dismiss(@Param('id', ParseObjectIdPipe) id: string) {
    await this.suggestions.dismiss(id);
    return null;
  }

  @Post('suggestions/:id/approve')
  // The readers' linked rows become their reviews of the book.
  @ChangesPublicReads()
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({ summary: "Approve a suggestion with the book created for it (admin): the suggesting readers' rows are imported to it" })
  @ApiParam({ name: 'id', description: 'Suggestion id' })
  @ApiEnvelope(SuggestionApprovalView)
  @ApiFailure(400, 'Invalid, unknown or unpublished book')
  @ApiFailure(404, 'Suggestion not found')
  @ApiFailure(409, 'Already approved or dismissed')
  approve(@Param('id', ParseObjectIdPipe) id: string, @Body() dto: ApproveSuggestionDto) {
    return this.suggestions.approve(id, dto.bookId);
  }
}
