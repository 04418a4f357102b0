import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, OptionalAuth } from '../../accounts/auth/decorators';
import { CurrentViewer, type Viewer } from '../../accounts/auth/viewer';
import { CountsQueryDto, countsAllStatuses } from '../../platform/common/counts-query.dto';
import { IdParam } from '../../platform/common/id-param';
import { ApiEnvelope, ApiFailure, ApiPagedEnvelope } from '../../platform/common/openapi-responses';
import { AuthorView } from './author.view';
import { AuthorsService } from './authors.service';
import { AuthorQueryDto, CreateAuthorDto, UpdateAuthorDto } from './dto/author.dto';
import { ChangesPublicReads, PublicCache } from '../../platform/common/http-cache/public-cache';

@ApiTags('authors')
@Controller('authors')
export class AuthorsController {
  constructor(private readonly authors: AuthorsService) {}

  @Get()
  @PublicCache()
  @OptionalAuth()
  @ApiOperation({
    summary: 'List authors (default by name), searched by name or nationality; paged with page and limit',
  })
  @ApiPagedEnvelope(AuthorView)
  @ApiFailure(400, 'Invalid query parameter')
  async list(@Query() query: AuthorQueryDto, @CurrentViewer() viewer: Viewer) {
    return this.authors.list(query, await countsAllStatuses(viewer, query.counts));
  }

  @Get(':id')
  @PublicCache()
  @OptionalAuth()
  @ApiOperation({ summary: 'One author' })
  @ApiEnvelope(AuthorView)
  @ApiFailure(400, 'Malformed id or invalid query parameter')
  @ApiFailure(404, 'Author not found')
  async get(@IdParam('Author id') id: string, @Query() query: CountsQueryDto, @CurrentViewer() viewer: Viewer) {
    return this.authors.get(id, await countsAllStatuses(viewer, query.counts));
  }

  @Post()
  @ChangesPublicReads()
  @AdminOnly()
  @ApiOperation({ summary: 'Create an author (admin)' })
  @ApiEnvelope(AuthorView, { status: 201, description: 'Created' })
  @ApiFailure(400, 'Validation failed')
  create(@Body() dto: CreateAuthorDto) {
    return this.authors.create(dto);
  }

  @Put(':id')
  @ChangesPublicReads()
  @AdminOnly()
  @ApiOperation({ summary: 'Update an author (admin); only the fields sent change' })
  @ApiEnvelope(AuthorView)
  @ApiFailure(400, 'Validation failed or malformed id')
  @ApiFailure(404, 'Author not found')
  update(@IdParam('Author id') id: string, @Body() dto: UpdateAuthorDto) {
    return this.authors.update(id, dto);
  }

  @Delete(':id')
  @ChangesPublicReads()
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({ summary: 'Delete an author (admin); their books keep existing with author null' })
  @ApiEnvelope(null)
  @ApiFailure(400, 'Malformed id')
  @ApiFailure(404, 'Author not found')
  async remove(@IdParam('Author id') id: string) {
    await this.authors.remove(id);
    return null;
  }
}
