import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, OptionalAuth } from '../../accounts/auth/decorators';
import { CurrentViewer, type Viewer } from '../../accounts/auth/viewer';
import { CountsQueryDto, countsAllStatuses } from '../../platform/common/counts-query.dto';
import { IdParam } from '../../platform/common/id-param';
import { ApiEnvelope, ApiFailure } from '../../platform/common/openapi-responses';
import { CreateGenreDto, UpdateGenreDto } from './dto/genre.dto';
import { GenreView } from './genre.view';
import { GenresService } from './genres.service';
import { ChangesPublicReads, PublicCache } from '../../platform/common/http-cache/public-cache';

@ApiTags('genres')
@Controller('genres')
export class GenresController {
  constructor(private readonly genres: GenresService) {}

  @Get()
  @PublicCache()
  @OptionalAuth()
  @ApiOperation({ summary: 'All genres, by name' })
  @ApiEnvelope(GenreView, { isArray: true })
  @ApiFailure(400, 'Invalid query parameter')
  async list(@Query() query: CountsQueryDto, @CurrentViewer() viewer: Viewer) {
    return this.genres.list(await countsAllStatuses(viewer, query.counts));
  }

  @Get(':id')
  @PublicCache()
  @OptionalAuth()
  @ApiOperation({ summary: 'One genre' })
  @ApiEnvelope(GenreView)
  @ApiFailure(400, 'Malformed id or invalid query parameter')
  @ApiFailure(404, 'Genre not found')
  async get(@IdParam('Genre id') id: string, @Query() query: CountsQueryDto, @CurrentViewer() viewer: Viewer) {
    return this.genres.get(id, await countsAllStatuses(viewer, query.counts));
  }

  @Post()
  @ChangesPublicReads()
  @AdminOnly()
  @ApiOperation({ summary: 'Create a genre (admin)' })
  @ApiEnvelope(GenreView, { status: 201, description: 'Created' })
  @ApiFailure(400, 'Validation failed')
  @ApiFailure(409, 'A genre with this name already exists')
  create(@Body() dto: CreateGenreDto) {
    return this.genres.create(dto);
  }

  @Put(':id')
  @ChangesPublicReads()
  @AdminOnly()
  @ApiOperation({ summary: 'Update a genre (admin); only the fields sent change' })
  @ApiEnvelope(GenreView)
  @ApiFailure(400, 'Validation failed or malformed id')
  @ApiFailure(404, 'Genre not found')
  @ApiFailure(409, 'A genre with this name already exists')
  update(@IdParam('Genre id') id: string, @Body() dto: UpdateGenreDto) {
    return this.genres.update(id, dto);
  }

  @Delete(':id')
  @ChangesPublicReads()
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({ summary: 'Delete a genre (admin); it is removed from every book' })
  @ApiEnvelope(null)
  @ApiFailure(400, 'Malformed id')
  @ApiFailure(404, 'Genre not found')
  async remove(@IdParam('Genre id') id: string) {
    await this.genres.remove(id);
    return null;
  }
}
