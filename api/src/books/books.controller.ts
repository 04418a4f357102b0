import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { AdminOnly, OptionalAuth } from '../auth/decorators';
import { CurrentViewer, type Viewer } from '../auth/viewer';
import { ParseObjectIdPipe } from '../common/parse-object-id.pipe';
import { ApiEnvelope, ApiFailure, ApiPagedEnvelope } from '../common/openapi-responses';
import { BookDetailView, BookView } from './book.view';
import { BookCatalogue } from './book-catalogue';
import { BooksService } from './books.service';
import { BookQueryDto, CreateBookDto, UpdateBookDto } from './dto/book.dto';
import { ChangesPublicReads, PublicCache } from '../common/http-cache/public-cache';

@ApiTags('books')
@Controller('books')
export class BooksController {
  constructor(
    private readonly books: BooksService,
    private readonly catalogue: BookCatalogue,
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
  @ApiParam({ name: 'id', description: 'Book id' })
  @ApiEnvelope(BookDetailView)
  @ApiFailure(400, 'Malformed id')
  @ApiFailure(404, 'Book not found')
  get(@Param('id', ParseObjectIdPipe) id: string, @CurrentViewer() viewer: Viewer) {
    return this.books.get(id, viewer);
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
  @ApiParam({ name: 'id', description: 'Book id' })
  @ApiEnvelope(BookView)
  @ApiFailure(400, 'Validation failed, malformed id, or the author or a genre does not exist')
  @ApiFailure(404, 'Book not found')
  @ApiFailure(409, 'Another book has this ISBN')
  update(@Param('id', ParseObjectIdPipe) id: string, @Body() dto: UpdateBookDto) {
    return this.books.update(id, dto);
  }

  @Delete(':id')
  @ChangesPublicReads()
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({ summary: 'Delete a book with its reviews and reading-list entries (admin)' })
  @ApiParam({ name: 'id', description: 'Book id' })
  @ApiEnvelope(null)
  @ApiFailure(400, 'Malformed id')
  @ApiFailure(404, 'Book not found')
  async remove(@Param('id', ParseObjectIdPipe) id: string) {
    await this.books.remove(id);
    return null;
  }
}
