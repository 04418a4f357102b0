import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../accounts/auth/auth-user';
import { AdminOnly, CurrentUser } from '../../accounts/auth/decorators';
import { IdParam } from '../../platform/common/id-param';
import { ChangesPublicReads } from '../../platform/common/http-cache/public-cache';
import { ApiEnvelope, ApiFailure, ApiPagedEnvelope } from '../../platform/common/openapi-responses';
import { CatalogueJobView } from './catalogue-job.view';
import { CatalogueJobs } from './catalogue-jobs';
import { MergeDto, MergeLogQueryDto, MergePreviewQueryDto } from './dto/merge.dto';
import { MergeLogEntryView, MergePreviewView } from './merge.view';
import { MergesService } from './merges.service';

@ApiTags('merges')
@Controller('merges')
@AdminOnly()
export class MergesController {
  constructor(
    private readonly merges: MergesService,
    private readonly jobs: CatalogueJobs,
  ) {}

  @Get('preview')
  @ApiOperation({
    summary: 'What merging a duplicate record into the one that stays would do (admin)',
    description:
      'Both records, every field side by side, what moves to the kept record, the readers concerned twice and how ' +
      'the rules settle them. Nothing is written. For a merge of the two that stopped before its end (`resumes`), what ' +
      'is still on the duplicate.',
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

  @Get('jobs/:id')
  @ApiOperation({
    summary:
      'A merge, a group or a split running in the background: its step, then its result or why it stopped (admin)',
  })
  @ApiEnvelope(CatalogueJobView)
  @ApiFailure(400, 'Malformed id')
  @ApiFailure(404, 'Job not found')
  job(@IdParam("The job's id, as the merge, group or split answered it") id: string) {
    return this.jobs.read(id);
  }

  @Post()
  @HttpCode(202)
  @ChangesPublicReads()
  @ApiOperation({
    summary: 'Merge a duplicate record into the one that stays (admin); not undone',
    description:
      'Each field takes the kept record’s value unless `fields` chooses the merged one’s. The checks and the mark ' +
      'that the duplicate is merged are made before answering; the rest runs as a job (GET /merges/jobs/{id}), ' +
      'whose result is the kept record. Everything moves to the kept record; the merged one answers its reads with ' +
      '301 to the kept one and its writes with 410. A merge that stopped before its end is completed by merging the ' +
      'same two records again.',
  })
  @ApiEnvelope(CatalogueJobView, { status: 202, description: 'The job, started' })
  @ApiFailure(400, 'Validation failed, an unknown field, or the same record twice')
  @ApiFailure(404, 'A record not found')
  @ApiFailure(409, 'A record already merged into another, or this merge already running')
  merge(@CurrentUser() admin: AuthUser, @Body() dto: MergeDto) {
    return this.merges.merge(admin, dto);
  }
}
