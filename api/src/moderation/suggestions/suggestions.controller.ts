import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../accounts/auth/auth-user';
import { AdminOnly, Authenticated, CurrentUser } from '../../accounts/auth/decorators';
import { IdParam } from '../../platform/common/id-param';
import { ApiEnvelope, ApiFailure, ApiPagedEnvelope } from '../../platform/common/openapi-responses';
import {
  ApproveSuggestionDto,
  CreateSuggestionDto,
  MAX_SUGGESTED_ROWS,
  SuggestionQueryDto,
  SuggestRowsDto,
} from './dto/suggestion.dto';
import { SuggestionApprovalView, SuggestionView, SuggestResultView } from './suggestion.view';
import { SUGGESTION_QUOTA_MESSAGE, SuggestionQuotaExceeded, SuggestionsService } from './suggestions.service';
import { ChangesPublicReads } from '../../platform/common/http-cache/public-cache';

@ApiTags('suggestions')
@Controller()
export class SuggestionsController {
  constructor(private readonly suggestions: SuggestionsService) {}

  @Post('imports/:id/suggestions')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({
    summary:
      'Suggest unmatched rows of my import to the catalogue (the same book from several readers is one suggestion)',
  })
  @ApiEnvelope(SuggestResultView)
  @ApiFailure(
    400,
    `A row is not an unmatched row of this import, its title, author or publisher would not fit a book, or more than ${MAX_SUGGESTED_ROWS} rows`,
  )
  @ApiFailure(404, 'Import not found')
  @ApiFailure(429, SUGGESTION_QUOTA_MESSAGE)
  async suggest(
    @IdParam('Import id') id: string,
    @Body() dto: SuggestRowsDto,
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) res: Response,
  ) {
    try {
      return await this.suggestions.suggest(user, id, dto.rows);
    } catch (err) {
      if (err instanceof SuggestionQuotaExceeded) res.setHeader('Retry-After', String(err.retryAfterSeconds));
      throw err;
    }
  }

  @Post('suggestions')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({
    summary:
      'Flag that a book is the same as another ("This is the same book as…"), or suggest it for a series at a ' +
      'position; it reaches the Suggestions queue',
    description:
      'One open suggestion per pair of books (or per book, series and position), counting the readers who made it; ' +
      'a reader making it again adds nothing (`suggested: 0`). Counts against the daily suggestions.',
  })
  @ApiEnvelope(SuggestResultView)
  @ApiFailure(400, 'Validation failed, or the same book twice')
  @ApiFailure(404, 'Book not found, or Series not found')
  @ApiFailure(410, 'A book was merged into another (keptId names it)')
  @ApiFailure(429, SUGGESTION_QUOTA_MESSAGE)
  async flag(
    @Body() dto: CreateSuggestionDto,
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) res: Response,
  ) {
    try {
      return dto.kind === 'series'
        ? await this.suggestions.suggestSeriesEntry(user, dto)
        : await this.suggestions.flagDuplicate(user, dto);
    } catch (err) {
      if (err instanceof SuggestionQuotaExceeded) res.setHeader('Retry-After', String(err.retryAfterSeconds));
      throw err;
    }
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
  @ApiEnvelope(null)
  @ApiFailure(404, 'Suggestion not found')
  @ApiFailure(409, 'Already approved or dismissed')
  async dismiss(@IdParam('Suggestion id') id: string) {
    await this.suggestions.dismiss(id);
    return null;
  }

  @Post('suggestions/:id/approve')
  // The readers' linked rows become their reviews of the book.
  @ChangesPublicReads()
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({
    summary:
      "Approve a suggestion with the book created for it (admin): the suggesting readers' rows are imported to it; " +
      'a series entry joins its series (created if new)',
  })
  @ApiEnvelope(SuggestionApprovalView)
  @ApiFailure(400, 'Invalid, unknown or unpublished book')
  @ApiFailure(404, 'Suggestion not found')
  @ApiFailure(409, 'Already approved or dismissed, or the position or the book is taken in the series')
  approve(@IdParam('Suggestion id') id: string, @Body() dto: ApproveSuggestionDto) {
    return this.suggestions.approve(id, dto.bookId);
  }
}
