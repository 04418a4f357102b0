import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, OptionalAuth } from '../../accounts/auth/decorators';
import { CurrentViewer, type Viewer } from '../../accounts/auth/viewer';
import { ChangesPublicReads, PublicCache } from '../../platform/common/http-cache/public-cache';
import { ApiEnvelope, ApiFailure, ApiPagedEnvelope } from '../../platform/common/openapi-responses';
import { IdParam } from '../../platform/common/id-param';
import { CreateSeriesDto, SeriesQueryDto, UpdateSeriesDto } from './dto/series.dto';
import { BookSeriesView, SeriesSummaryView, SeriesView } from './series.view';
import { SeriesService } from './series.service';

@ApiTags('series')
@Controller()
export class SeriesController {
  constructor(private readonly series: SeriesService) {}

  @Get('series')
  @PublicCache()
  @ApiOperation({ summary: 'Series by name, optionally searched by name (q)' })
  @ApiPagedEnvelope(SeriesSummaryView)
  @ApiFailure(400, 'Invalid query parameter')
  list(@Query() query: SeriesQueryDto) {
    return this.series.list(query);
  }

  @Get('series/:id')
  @PublicCache()
  @OptionalAuth()
  @ApiOperation({
    summary: 'A series with its works in reading order',
    description:
      "Each entry's book is the catalogue card of the book that shows the work; books that are not published are " +
      'left out except for administrators; a signed-in reader gets their reading-list status of each work.',
  })
  @ApiEnvelope(SeriesView)
  @ApiFailure(400, 'Malformed id')
  @ApiFailure(404, 'Series not found')
  get(@IdParam('Series id') id: string, @CurrentViewer() viewer: Viewer) {
    return this.series.get(id, viewer);
  }

  @Get('books/:id/series')
  @PublicCache()
  @ApiOperation({ summary: 'The series a book belongs to, with its position in each ("Book 2 of …")' })
  @ApiEnvelope(BookSeriesView, { isArray: true })
  @ApiFailure(400, 'Malformed id')
  ofBook(@IdParam('Book id') id: string) {
    return this.series.ofBook(id);
  }

  @Get('authors/:id/series')
  @PublicCache()
  @ApiOperation({ summary: "The series with a work of this author's, by name" })
  @ApiEnvelope(SeriesSummaryView, { isArray: true })
  @ApiFailure(400, 'Malformed id')
  ofAuthor(@IdParam('Author id') id: string) {
    return this.series.ofAuthor(id);
  }

  @Post('series')
  @ChangesPublicReads()
  @AdminOnly()
  @ApiOperation({ summary: 'Create a series (admin)' })
  @ApiEnvelope(SeriesView, { status: 201, description: 'Created' })
  @ApiFailure(400, 'Validation failed: a position or a book given twice, or an unknown book')
  @ApiFailure(409, 'A series with this name already exists')
  create(@Body() dto: CreateSeriesDto) {
    return this.series.create(dto);
  }

  @Put('series/:id')
  @ChangesPublicReads()
  @AdminOnly()
  @ApiOperation({ summary: 'Update a series (admin); only the fields sent change, entries as a whole list' })
  @ApiEnvelope(SeriesView)
  @ApiFailure(400, 'Validation failed: a position or a book given twice, an unknown book, or a malformed id')
  @ApiFailure(404, 'Series not found')
  @ApiFailure(409, 'A series with this name already exists')
  update(@IdParam('Series id') id: string, @Body() dto: UpdateSeriesDto) {
    return this.series.update(id, dto);
  }

  @Delete('series/:id')
  @ChangesPublicReads()
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({ summary: 'Delete a series (admin); its books stay' })
  @ApiEnvelope(null)
  @ApiFailure(400, 'Malformed id')
  @ApiFailure(404, 'Series not found')
  async remove(@IdParam('Series id') id: string) {
    await this.series.remove(id);
    return null;
  }
}
