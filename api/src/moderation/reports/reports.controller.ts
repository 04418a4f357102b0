import {
  BadRequestException,
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  ParseEnumPipe,
  Post,
  Query,
} from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { CommunityWrite } from '../../accounts/account-limits/account-limits';
import type { AuthUser } from '../../accounts/auth/auth-user';
import { AdminOnly, CurrentUser } from '../../accounts/auth/decorators';
import { ChangesPublicReads } from '../../platform/common/http-cache/public-cache';
import { ApiEnvelope, ApiFailure, ApiPagedEnvelope } from '../../platform/common/openapi-responses';
import { CreateReportDto, ReportQueryDto, ResolveReportDto } from './dto/report.dto';
import { ModerationService } from './moderation.service';
import { REPORT_KINDS, type ReportKind } from './report.schema';
import { OpenReportCountView, ReportGroupView, ReportReceiptView } from './report.view';
import { ReportsService } from './reports.service';

const kindPipe = new ParseEnumPipe(Object.fromEntries(REPORT_KINDS.map((k) => [k, k])), {
  exceptionFactory: () => new BadRequestException('Kind must be review, comment or reader'),
});

@ApiTags('reports')
@Controller('reports')
export class ReportsController {
  constructor(
    private readonly reports: ReportsService,
    private readonly moderation: ModerationService,
  ) {}

  @Post()
  @CommunityWrite('reports')
  @ApiOperation({ summary: "Report a review, a comment or a reader's profile (one open report per reader and item)" })
  @ApiEnvelope(ReportReceiptView, { status: 201 })
  @ApiFailure(400, 'Invalid fields, spoilers of anything but a review, or your own content')
  @ApiFailure(404, 'Unknown review, comment or reader')
  @ApiFailure(409, 'You have already reported this')
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateReportDto) {
    return this.reports.create(user.id, dto);
  }

  @Get()
  @AdminOnly()
  @ApiOperation({
    summary: 'Reports grouped by item (admin): open ones oldest first, or the resolved ones newest first',
  })
  @ApiPagedEnvelope(ReportGroupView)
  @ApiFailure(400, 'Invalid query parameter')
  list(@Query() query: ReportQueryDto) {
    return this.reports.list(query);
  }

  @Get('open-count')
  @AdminOnly()
  @ApiOperation({ summary: 'How many items have open reports (admin)' })
  @ApiEnvelope(OpenReportCountView)
  openCount() {
    return this.reports.openCount();
  }

  @Post(':kind/:target/resolve')
  @HttpCode(200)
  // Removing a review or marking it as containing spoilers changes what its book's page shows.
  @ChangesPublicReads()
  @AdminOnly()
  @ApiOperation({
    summary:
      "Resolve an item's open reports (admin): dismiss, remove the content, mark a review as containing spoilers, or suspend its author",
  })
  @ApiParam({ name: 'kind', enum: REPORT_KINDS })
  @ApiParam({ name: 'target', description: "The review's, comment's or reader's id (a reader's username too)" })
  @ApiEnvelope(null)
  @ApiFailure(
    400,
    'Invalid action, spoiler of anything but a review, or a suspension refused (yourself, the last administrator)',
  )
  @ApiFailure(404, 'No open reports of this item')
  resolve(
    @Param('kind', kindPipe) kind: ReportKind,
    @Param('target') target: string,
    @Body() dto: ResolveReportDto,
    @CurrentUser() admin: AuthUser,
  ) {
    return this.moderation.resolve(kind, target, dto, admin);
  }
}
