import { applyDecorators, Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../accounts/auth/auth-user';
import { AdminOnly, CurrentUser } from '../../accounts/auth/decorators';
import { ChangesPublicReads } from '../../platform/common/http-cache/public-cache';
import { ApiEnvelope, ApiFailure } from '../../platform/common/openapi-responses';
import { CatalogueJobView } from '../merges/catalogue-job.view';
import { GroupWorksDto, SplitEditionDto } from './dto/work.dto';
import { WorkGroupPreviewView } from './work.view';
import { WorksService } from './works.service';

/**
 * A route that checks a book's work change before answering 202 with the job it started (GET /merges/jobs/{id}),
 * whose `result` is the book named; the public reads change with it.
 */
const StartsJob = ({ summary, result, invalid }: { summary: string; result: string; invalid: string }) =>
  applyDecorators(
    HttpCode(202),
    ChangesPublicReads(),
    ApiOperation({
      summary,
      description: `Checked before answering; the rest runs as a job (GET /merges/jobs/{id}) whose result is ${result}.`,
    }),
    ApiEnvelope(CatalogueJobView, { status: 202, description: 'The job, started' }),
    ApiFailure(400, invalid),
    ApiFailure(404, 'Book not found'),
  );

@ApiTags('works')
@Controller('works')
@AdminOnly()
export class WorksController {
  constructor(private readonly works: WorksService) {}

  @Get('group-preview')
  @ApiOperation({
    summary: 'What grouping two works under one would do (admin)',
    description:
      "Both works' editions side by side, what moves, the readers concerned twice and the rules. Nothing is written.",
  })
  @ApiEnvelope(WorkGroupPreviewView)
  @ApiFailure(400, 'Malformed id, the same book twice, or two editions of one work')
  @ApiFailure(404, 'Book not found')
  groupPreview(@Query() query: GroupWorksDto) {
    return this.works.groupPreview(query);
  }

  @Post('group')
  @StartsJob({
    summary: "Group two works under one: the added work's editions join the kept one's (admin)",
    result: 'the kept book',
    invalid: 'Validation failed, the same book twice, or two editions of one work',
  })
  group(@CurrentUser() admin: AuthUser, @Body() dto: GroupWorksDto) {
    return this.works.group(admin, dto);
  }

  @Post('split')
  @StartsJob({
    summary: 'Split an edition out of its work into a work of its own (admin)',
    result: 'the split book',
    invalid: 'Validation failed, or the book is the only edition of its work',
  })
  split(@CurrentUser() admin: AuthUser, @Body() dto: SplitEditionDto) {
    return this.works.split(admin, dto.book);
  }
}
