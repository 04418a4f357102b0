import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Post,
  Put,
  Query,
  Res,
  StreamableFile,
} from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminOnly, OptionalAuth } from '../../accounts/auth/decorators';
import { CurrentViewer, type Viewer } from '../../accounts/auth/viewer';
import { IdParam } from '../../platform/common/id-param';
import { ApiEnvelope, ApiFailure, ApiPagedEnvelope } from '../../platform/common/openapi-responses';
import { BookDetailView, BookView, EditionView } from './book.view';
import { BookCatalogue } from './book-catalogue';
import { BookPreviewImage } from './book-preview-image';
import { PREVIEW_CONTENT_TYPE, PREVIEW_HEIGHT, PREVIEW_WIDTH } from '../../platform/upload/preview-image';
import { BooksService } from './books.service';
import { BookQueryDto, CreateBookDto, UpdateBookDto } from './dto/book.dto';
import { ChangesPublicReads, PublicCache } from '../../platform/common/http-cache/public-cache';

@ApiTags('books')
@Controller('books')
export class BooksController {
  constructor(
    private readonly books: BooksService,
    private readonly catalogue: BookCatalogue,
    private readonly previews: BookPreviewImage,
  ) {}

  @Get()
  @PublicCache()
  @OptionalAuth()
  @ApiOperation({
    summary: 'Search, filter, sort and page the catalogue',
    description: 'Visitors and users only ever see published books; administrators may pass `status`.',
  })
  @ApiPagedEnvelope(BookView)
  @ApiFailure(400, 'Invalid query parameter')
  list(@Query() query: BookQueryDto, @CurrentViewer() viewer: Viewer) {
    return this.catalogue.list(query, viewer);
  }

  @Get(':id')
  @PublicCache()
  @OptionalAuth()
  @ApiOperation({ summary: 'One book with its rating histogram (draft/archived: administrators only)' })
  @ApiEnvelope(BookDetailView)
  @ApiFailure(400, 'Malformed id')
  @ApiFailure(404, 'Book not found')
  get(@IdParam('Book id') id: string, @CurrentViewer() viewer: Viewer) {
    return this.books.get(id, viewer);
  }

  @Get(':id/editions')
  @PublicCache()
  @OptionalAuth()
  @ApiOperation({
    summary: "The other editions of a book's work, by publication date then title",
    description: 'Published editions; administrators also get draft and archived ones.',
  })
  @ApiEnvelope(EditionView, { isArray: true })
  @ApiFailure(400, 'Malformed id')
  @ApiFailure(404, 'Book not found')
  editions(@IdParam('Book id') id: string, @CurrentViewer() viewer: Viewer) {
    return this.books.editions(id, viewer);
  }

  @Get(':id/preview-image')
  @ApiOperation({
    summary: `A published book's link preview picture: its cover on a ${PREVIEW_WIDTH}x${PREVIEW_HEIGHT} JPEG`,
    description:
      'Drawn from the cover the API stores (an upload or a seeded SVG cover) the first time it is asked for, then ' +
      'stored; a strong ETag (304 on a matching If-None-Match). A cover linked from another site has no preview.',
  })
  @ApiHeader({ name: 'If-None-Match', required: false, description: 'The ETag of the last answer' })
  @ApiProduces(PREVIEW_CONTENT_TYPE)
  @ApiResponse({
    status: 200,
    description: `A ${PREVIEW_WIDTH}x${PREVIEW_HEIGHT} JPEG`,
    content: { [PREVIEW_CONTENT_TYPE]: { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiResponse({ status: 304, description: 'The picture of the ETag sent' })
  @ApiFailure(400, 'Malformed id')
  @ApiFailure(404, 'Book not found, or it has no cover to preview')
  async previewImage(
    @IdParam('Book id') id: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile | undefined> {
    const image = await this.previews.find(id);
    res.setHeader('ETag', image.etag);
    // The book's cover may change (a new picture at the same address): shared caches keep it a day at most.
    res.setHeader('Cache-Control', 'public, max-age=86400');
    if (ifNoneMatch?.split(/\s*,\s*/).includes(image.etag)) {
      res.status(304);
      return undefined;
    }
    return new StreamableFile(image.open(), { type: image.contentType, length: image.length });
  }

  @Post()
  @ChangesPublicReads()
  @AdminOnly()
  @ApiOperation({ summary: 'Create a book (admin)' })
  @ApiEnvelope(BookView, { status: 201, description: 'Created' })
  @ApiFailure(400, 'Validation failed, or the author or a genre does not exist')
  @ApiFailure(409, 'Another book has this ISBN')
  create(@Body() dto: CreateBookDto) {
    return this.books.create(dto);
  }

  @Put(':id')
  @ChangesPublicReads()
  @AdminOnly()
  @ApiOperation({ summary: 'Update a book (admin); only the fields sent change' })
  @ApiEnvelope(BookView)
  @ApiFailure(400, 'Validation failed, malformed id, or the author or a genre does not exist')
  @ApiFailure(404, 'Book not found')
  @ApiFailure(409, 'Another book has this ISBN')
  update(@IdParam('Book id') id: string, @Body() dto: UpdateBookDto) {
    return this.books.update(id, dto);
  }

  @Delete(':id')
  @ChangesPublicReads()
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({ summary: 'Delete a book with its reviews and reading-list entries (admin)' })
  @ApiEnvelope(null)
  @ApiFailure(400, 'Malformed id')
  @ApiFailure(404, 'Book not found')
  async remove(@IdParam('Book id') id: string) {
    await this.books.remove(id);
    return null;
  }
}
