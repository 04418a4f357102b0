import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiExtraModels, ApiOperation, ApiResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { AuthUser } from '../../accounts/auth/auth-user';
import { AdminOnly, CurrentUser } from '../../accounts/auth/decorators';
import { ChangesPublicReads } from '../../platform/common/http-cache/public-cache';
import { ApiEnvelope, ApiFailure, ApiPagedEnvelope } from '../../platform/common/openapi-responses';
import { AuthorView } from '../authors/author.view';
import { BookView } from '../books/book.view';
import { MergeDto, MergeLogQueryDto, MergePreviewQueryDto } from './dto/merge.dto';
import { MergeLogEntryView, MergePreviewView } from './merge.view';
import { MergesService } from './merges.service';

@ApiTags('merges')
@Controller('merges')
@AdminOnly()
export class MergesController {
  constructor(private readonly merges: MergesService) {}

  @Get('preview')
  @ApiOperation({
    summary: 'What merging a duplicate record into the one that stays would do (admin)',
    description:
      'Both records, every field side by side, what moves to the kept record, the readers concerned twice and how ' +
      'the rules settle them. Nothing is written.',
  })
  @ApiEnvelope(MergePreviewView)
  @ApiFailure(400, 'Unknown kind, malformed id, or the same record twice')
  @ApiFailure(404, 'A record not found')
  @ApiFailure(409, 'A record already merged into another')
  preview(@Query() query: MergePreviewQueryDto) {
    return this.merges.preview(query);
  }

  @Get()
  @ApiOperation({ summary: 'The merge log, newest first: who merged what into what, and when (admin)' })
  @ApiPagedEnvelope(MergeLogEntryView)
  @ApiFailure(400, 'Invalid query parameter')
  log(@Query() query: MergeLogQueryDto) {
    return this.merges.log(query.page, query.limit);
  }

  @Post()
  @HttpCode(200)
  @ChangesPublicReads()
  @ApiOperation({
    summary: 'Merge a duplicate record into the one that stays (admin); not undone',
    description:
      'Each field takes the kept record’s value unless `fields` chooses the merged one’s. Everything moves to the ' +
      'kept record; the merged one answers its reads with 301 to the kept one and its writes with 410.',
  })
  @ApiExtraModels(BookView, AuthorView)
  @ApiResponse({
    status: 200,
    description: 'The kept record after the merge',
    schema: {
      type: 'object',
      required: ['success', 'data'],
      properties: {
        success: { type: 'boolean', enum: [true] },
        data: { oneOf: [{ $ref: getSchemaPath(BookView) }, { $ref: getSchemaPath(AuthorView) }] },
      },
    },
  })
  @ApiFailure(400, 'Validation failed, an unknown field, or the same record twice')
  @ApiFailure(404, 'A record not found')
  @ApiFailure(409, 'A record already merged into another')
  merge(@CurrentUser() admin: AuthUser, @Body() dto: MergeDto) {
    return this.merges.merge(admin, dto);
  }
}
