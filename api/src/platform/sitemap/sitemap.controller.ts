import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiFailure } from '../common/openapi-responses';
import { PublicCache } from '../common/http-cache/public-cache';
import { SitemapPageQueryDto } from './dto/sitemap-query.dto';
import { SitemapService } from './sitemap.service';
import { SitemapCountsView, SitemapEntryView, SitemapReaderView } from './sitemap.view';

/**
 * What the site's sitemap lists (rendered by the reader deployment's edge, edge/src/remote-edge/sitemap.ts): the pages a
 * visitor may open, by id or username with their last change, in pages of at most 50,000.
 */
@ApiTags('sitemap')
@Controller('sitemap')
export class SitemapController {
  constructor(private readonly sitemap: SitemapService) {}

  @Get()
  @PublicCache()
  @ApiOperation({ summary: 'How many published books, authors, series and public readers the sitemap lists' })
  @ApiEnvelope(SitemapCountsView)
  counts() {
    return this.sitemap.counts();
  }

  @Get('books')
  @PublicCache()
  @ApiOperation({ summary: 'Published books: id and last change, by title' })
  @ApiEnvelope(SitemapEntryView, { isArray: true })
  @ApiFailure(400, 'Invalid query parameter')
  books(@Query() query: SitemapPageQueryDto) {
    return this.sitemap.books(query);
  }

  @Get('authors')
  @PublicCache()
  @ApiOperation({ summary: 'Authors: id and last change, by name' })
  @ApiEnvelope(SitemapEntryView, { isArray: true })
  @ApiFailure(400, 'Invalid query parameter')
  authors(@Query() query: SitemapPageQueryDto) {
    return this.sitemap.authors(query);
  }

  @Get('series')
  @PublicCache()
  @ApiOperation({ summary: 'Series: id and last change, by name' })
  @ApiEnvelope(SitemapEntryView, { isArray: true })
  @ApiFailure(400, 'Invalid query parameter')
  series(@Query() query: SitemapPageQueryDto) {
    return this.sitemap.series(query);
  }

  // Not in the read cache: the clubs' writes are not declared as changing public reads (none of their other reads is
  // cached), and the clubs deployment's edge keeps its sitemap a few seconds itself.
  @Get('clubs')
  @ApiOperation({ summary: "Public clubs: id and last change, oldest first (rendered by the clubs deployment's edge)" })
  @ApiEnvelope(SitemapEntryView, { isArray: true })
  @ApiFailure(400, 'Invalid query parameter')
  clubs(@Query() query: SitemapPageQueryDto) {
    return this.sitemap.clubs(query);
  }

  @Get('readers')
  @PublicCache()
  @ApiOperation({
    summary: 'Readers who let everyone see their list and activity: username and last change, oldest account first',
  })
  @ApiEnvelope(SitemapReaderView, { isArray: true })
  @ApiFailure(400, 'Invalid query parameter')
  readers(@Query() query: SitemapPageQueryDto) {
    return this.sitemap.readers(query);
  }
}
