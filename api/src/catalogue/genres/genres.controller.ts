import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { AdminOnly, OptionalAuth } from '../../accounts/auth/decorators';
import { CurrentViewer, type Viewer } from '../../accounts/auth/viewer';
import { CountsQueryDto, countsAllStatuses } from '../../platform/common/counts-query.dto';
import { ParseObjectIdPipe } from '../../platform/common/parse-object-id.pipe';
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
  @ApiParam({ name: 'id', description: 'Genre id' })
  @ApiEnvelope(GenreView)
  @ApiFailure(400, 'Malformed id or invalid query parameter')
  @ApiFailure(404, 'Genre not found')
  async get(
    @Param('id', ParseObjectIdPipe) id: string,
    @Query() query: CountsQueryDto,
    @CurrentViewer() viewer: Viewer,
  ) {
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
  @ApiParam({ name: 'id', description: 'Genre id' })
  @ApiEnvelope(GenreView)
  @ApiFailure(400, 'Validation failed or malformed id')
  @ApiFailure(404, 'Genre not found')
  @ApiFailure(409, 'A genre with this name already exists')
  update(@Param('id', ParseObjectIdPipe) id: string, @Body() dto: UpdateGenreDto) {
    return this.genres.update(id, dto);
  }

  @Delete(':id')
  @ChangesPublicReads()
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({ summary: 'Delete a genre (admin); it is removed from every book' })
  @ApiParam({ name: 'id', description: 'Genre id' })
  @ApiEnvelope(null)
  @ApiFailure(400, 'Malformed id')
  @ApiFailure(404, 'Genre not found')
  async remove(@Param('id', ParseObjectIdPipe) id: string) {
    await this.genres.remove(id);
    return null;
  }
}
