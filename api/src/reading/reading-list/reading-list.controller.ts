import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../accounts/auth/auth-user';
import { Authenticated, CurrentUser } from '../../accounts/auth/decorators';
import { IdParam } from '../../platform/common/id-param';
import { ApiEnvelope, ApiFailure } from '../../platform/common/openapi-responses';
import {
  AddToReadingListDto,
  ReadingProgressDto,
  SwitchEditionDto,
  UpdateReadingListEntryDto,
  YearStatsQueryDto,
} from './dto/reading-list.dto';
import { ReadingListEntryView } from './reading-list-entry.view';
import { ReadingListService } from './reading-list.service';
import { YearStatsView } from './year-stats.view';
import { YearStatsService } from './year-stats.service';
import { ParseYearPipe } from '../goals/parse-year.pipe';

// Entries belong to their user: someone else's entry is answered 404 (not 403), so ids reveal nothing.
@ApiTags('reading-list')
@Controller('reading-list')
@Authenticated()
export class ReadingListController {
  constructor(
    private readonly readingList: ReadingListService,
    private readonly yearStats: YearStatsService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Your reading list, newest first' })
  @ApiEnvelope(ReadingListEntryView, { isArray: true })
  list(@CurrentUser() user: AuthUser) {
    return this.readingList.list(user);
  }

  @Get('years/:year')
  @ApiOperation({ summary: 'Your year in books: figures of the books you finished that year and your goal' })
  @ApiParam({ name: 'year', description: 'A year from 1900 to 2100', example: 2026 })
  @ApiEnvelope(YearStatsView)
  @ApiFailure(400, 'Malformed year or time zone')
  year(@Param('year', ParseYearPipe) year: number, @CurrentUser() user: AuthUser, @Query() query: YearStatsQueryDto) {
    return this.yearStats.forYear(user, year, query.timeZone);
  }

  @Post()
  @ApiOperation({ summary: 'Add a book to your reading list' })
  @ApiEnvelope(ReadingListEntryView, { status: 201, description: 'Created' })
  @ApiFailure(400, 'Validation failed')
  @ApiFailure(404, 'Book not found')
  @ApiFailure(409, 'Book is already in your reading list')
  add(@CurrentUser() user: AuthUser, @Body() dto: AddToReadingListDto) {
    return this.readingList.add(user, dto);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Change the status and/or the reading dates of one of your entries' })
  @ApiEnvelope(ReadingListEntryView)
  @ApiFailure(400, 'Validation failed, malformed id, a date in the future or a finish before the start')
  @ApiFailure(404, 'No such entry in your reading list (also for entries of other users)')
  update(
    @IdParam('Reading-list entry id') id: string,
    @CurrentUser() user: AuthUser,
    @Body() dto: UpdateReadingListEntryDto,
  ) {
    return this.readingList.update(id, user, dto);
  }

  @Put(':id/edition')
  @ApiOperation({ summary: 'Switch one of your entries to another edition of its work' })
  @ApiEnvelope(ReadingListEntryView)
  @ApiFailure(400, 'Validation failed, malformed id, or an edition of another work')
  @ApiFailure(404, 'No such entry in your reading list, or no such book')
  switchEdition(
    @IdParam('Reading-list entry id') id: string,
    @CurrentUser() user: AuthUser,
    @Body() dto: SwitchEditionDto,
  ) {
    return this.readingList.switchEdition(id, user, dto.book);
  }

  @Put(':id/progress')
  @ApiOperation({
    summary: 'Log where you are in a book you are reading: a page of its edition or a percentage, with a note',
  })
  @ApiEnvelope(ReadingListEntryView)
  @ApiFailure(400, 'Validation failed, malformed id, a page past the edition, or a book you are not reading')
  @ApiFailure(404, 'No such entry in your reading list (also for entries of other users)')
  logProgress(
    @IdParam('Reading-list entry id') id: string,
    @CurrentUser() user: AuthUser,
    @Body() dto: ReadingProgressDto,
  ) {
    return this.readingList.logProgress(id, user, dto);
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Remove one of your entries' })
  @ApiEnvelope(null)
  @ApiFailure(400, 'Malformed id')
  @ApiFailure(404, 'No such entry in your reading list (also for entries of other users)')
  async remove(@IdParam('Reading-list entry id') id: string, @CurrentUser() user: AuthUser) {
    await this.readingList.remove(id, user);
    return null;
  }
}
