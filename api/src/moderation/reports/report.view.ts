import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { ReaderSummaryView } from '../../people/readers/reader.view';
import {
  REPORT_ACTIONS,
  REPORT_KINDS,
  REPORT_REASONS,
  REPORT_STATUSES,
  type ReportAction,
  type ReportKind,
  type ReportReason,
  type ReportStatus,
} from './report.schema';

export const REPORT_THANKS = 'Thanks, an administrator will look at it';

@ApiSchema({ name: 'ReportReceipt' })
export class ReportReceiptView {
  @ApiProperty({ example: REPORT_THANKS })
  message: string;
}

@ApiSchema({ name: 'ReportedContent' })
export class ReportedContentView {
  @ApiProperty({
    description: "The review's text, the comment's, the reader's bio, the club post's, or the club's description",
  })
  text: string;

  @ApiPropertyOptional({ description: "The review's title, the reader's username, or the club's name" })
  title?: string;

  @ApiPropertyOptional()
  bookId?: string;

  @ApiPropertyOptional()
  bookTitle?: string;

  @ApiPropertyOptional({ description: "A club post's or a club's: the club's id" })
  clubId?: string;

  @ApiPropertyOptional({ description: "A club post's or a club's: the club's name" })
  clubName?: string;
}

@ApiSchema({ name: 'ReasonCount' })
export class ReasonCountView {
  @ApiProperty({ enum: REPORT_REASONS, enumName: 'ReportReason' })
  reason: ReportReason;

  @ApiProperty({ type: 'integer' })
  count: number;
}

@ApiSchema({ name: 'ReportResolutionInfo' })
export class ReportResolutionView {
  @ApiProperty({ enum: REPORT_ACTIONS, enumName: 'ReportAction' })
  action: ReportAction;

  @ApiProperty({
    type: ReaderSummaryView,
    nullable: true,
    description: 'The administrator (null once their account is gone)',
  })
  by: ReaderSummaryView | null;

  @ApiProperty({ type: String, format: 'date-time' })
  at: Date;

  @ApiProperty()
  note: string;
}

@ApiSchema({
  name: 'ReportGroup',
  description:
    "Admin: an item's reports together (content, author, reasons, reporters), open or resolved (who, how, when).",
})
export class ReportGroupView {
  @ApiProperty({ enum: REPORT_KINDS, enumName: 'ReportKind' })
  kind: ReportKind;

  @ApiProperty({ description: "The review's, comment's, reader's, club post's or club's id (what resolve takes)" })
  target: string;

  @ApiProperty({
    type: ReportedContentView,
    nullable: true,
    description: 'null when the content is gone (resolved: as it was then)',
  })
  content: ReportedContentView | null;

  @ApiProperty({ type: ReaderSummaryView, nullable: true })
  author: ReaderSummaryView | null;

  @ApiProperty({ type: ReasonCountView, isArray: true })
  reasons: ReasonCountView[];

  @ApiProperty({ type: String, isArray: true, description: "The reporters' texts" })
  texts: string[];

  @ApiProperty({ type: 'integer' })
  reporters: number;

  @ApiProperty({ type: String, format: 'date-time' })
  firstReportedAt: Date;

  @ApiProperty({ enum: REPORT_STATUSES, enumName: 'ReportStatus' })
  status: ReportStatus;

  @ApiProperty({ type: ReportResolutionView, nullable: true })
  resolution: ReportResolutionView | null;
}

@ApiSchema({ name: 'OpenReportCount' })
export class OpenReportCountView {
  @ApiProperty({ type: 'integer', description: 'Items with open reports' })
  count: number;
}
