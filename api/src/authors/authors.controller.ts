import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user';
import { AdminOnly, CurrentUser, OptionalAuth } from '../auth/decorators';
import { COUNTS_ALL, CountsQueryDto, countsAllStatuses } from '../common/counts-query.dto';
import { ParseObjectIdPipe } from '../common/parse-object-id.pipe';
import { ApiEnvelope, ApiFailure, ApiPagedEnvelope } from '../common/openapi-responses';
import { AuthorView } from './author.view';
import { AuthorsService } from './authors.service';
import { AuthorQueryDto, CreateAuthorDto, UpdateAuthorDto } from './dto/author.dto';
import { PublicCache } from '../common/http-cache/public-cache';

@ApiTags('authors')
@Controller('authors')
export class AuthorsController {
  constructor(private readonly authors: AuthorsService) {}

  @Get()
  @PublicCache()
  @OptionalAuth(COUNTS_ALL)
  @ApiOperation({ summary: 'List authors (default by name), searched by name or nationality; paged with page and limit' })
  @ApiPagedEnvelope(AuthorView)
  @ApiFailure(400, 'Invalid query parameter')
  list(@Query() query: AuthorQueryDto, @CurrentUser() user?: AuthUser) {
    return this.authors.list(query, countsAllStatuses(user, query.counts));
  }

  @Get(':id')
  @PublicCache()
  @OptionalAuth(COUNTS_ALL)
  @ApiOperation({ summary: 'One author' })
  @ApiParam({ name: 'id', description: 'Author id' })
  @ApiEnvelope(AuthorView)
  @ApiFailure(400, 'Malformed id or invalid query parameter')
  @ApiFailure(404, 'Author not found')
  get(@Param('id', ParseObjectIdPipe) id: string, @Query() query: CountsQueryDto, @CurrentUser() user?: AuthUser) {
    return this.authors.get(id, countsAllStatuses(user, query.counts));
  }

  @Post()
  @AdminOnly()
  @ApiOperation({ summary: 'Create an author (admin)' })
  @ApiEnvelope(AuthorView, { status: 201, description: 'Created' })
  @ApiFailure(400, 'Validation failed')
  create(@Body() dto: CreateAuthorDto) {
    return this.authors.create(dto);
  }

  @Put(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'Update an author (admin); only the fields sent change' })
  @ApiParam({ name: 'id', description: 'Author id' })
  @ApiEnvelope(AuthorView)
  @ApiFailure(400, 'Validation failed or malformed id')
  @ApiFailure(404, 'Author not found')
  update(@Param('id', ParseObjectIdPipe) id: string, @Body() dto: UpdateAuthorDto) {
    return this.authors.update(id, dto);
  }

  @Delete(':id')
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({ summary: 'Delete an author (admin); their books keep existing with author null' })
  @ApiParam({ name: 'id', description: 'Author id' })
  @ApiEnvelope(null)
  @ApiFailure(400, 'Malformed id')
  @ApiFailure(404, 'Author not found')
  async remove(@Param('id', ParseObjectIdPipe) id: string) {
    await this.authors.remove(id);
    return null;
  }
}
