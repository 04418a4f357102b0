import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import {
  IsIn,
  IsInt,
  IsMongoId,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { LimitField, PageField, Trim } from '../../../platform/common/dto-decorators';
import {
  REPORT_ACTIONS,
  REPORT_KINDS,
  REPORT_REASONS,
  REPORT_STATUSES,
  type ReportAction,
  type ReportKind,
  type ReportReason,
  type ReportStatus,
} from '../report.schema';

export const REPORT_TEXT_MAX = 500;

@ApiSchema({ name: 'ReportInput' })
export class CreateReportDto {
  @ApiProperty({ enum: REPORT_KINDS, enumName: 'ReportKind' })
  @IsIn(REPORT_KINDS, { message: 'Kind must be review, comment, reader, club-post or club' })
  kind: ReportKind;

  @ApiProperty({
    description: "The review's, comment's, club post's (or reply's) or club's id, or the reader's username",
  })
  @Trim()
  @IsString({ message: 'Target must be text' })
  @MinLength(1, { message: 'Target is required' })
  @MaxLength(100, { message: 'Target must be at most 100 characters' })
  target: string;

  @ApiProperty({ enum: REPORT_REASONS, enumName: 'ReportReason' })
  @IsIn(REPORT_REASONS, { message: 'Reason must be spam, harassment, spoilers or other' })
  reason: ReportReason;

  @ApiPropertyOptional({ maxLength: REPORT_TEXT_MAX, description: 'What is wrong (required for "other")' })
  @Trim()
  @ValidateIf((o: CreateReportDto) => o.reason === 'other' || o.text !== undefined)
  // class-validator reports the last failing constraint first: "say what" for a missing text.
  @IsString({ message: 'Text must be text' })
  @MaxLength(REPORT_TEXT_MAX, { message: `Text must be at most ${REPORT_TEXT_MAX} characters` })
  @MinLength(1, { message: 'Please say what is wrong' })
  text?: string;
}

export class ReportQueryDto {
  @ApiPropertyOptional({ enum: REPORT_STATUSES, enumName: 'ReportStatus', default: 'open' })
  @IsOptional()
  @IsIn(REPORT_STATUSES, { message: 'Status must be open or resolved' })
  status?: ReportStatus;

  @ApiPropertyOptional({ description: "Only the reports of this club and of its posts and replies (a club's id)" })
  @IsOptional()
  @IsMongoId({ message: 'Club must be a valid id' })
  club?: string;

  @PageField()
  page?: number;

  @LimitField(100, 20)
  limit?: number;
}

@ApiSchema({ name: 'ResolveReportInput' })
export class ResolveReportDto {
  @ApiProperty({ enum: REPORT_ACTIONS, enumName: 'ReportAction' })
  @IsIn(REPORT_ACTIONS, { message: 'Action must be dismiss, remove, spoiler or suspend' })
  action: ReportAction;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: 1,
    maximum: 3650,
    description: 'suspend: whole days from now; null or absent: until lifted',
  })
  @IsOptional()
  @IsInt({ message: 'Days must be a whole number' })
  @Min(1, { message: 'Days must be at least 1' })
  @Max(3650, { message: 'Days must be at most 3650' })
  days?: number | null;

  @ApiPropertyOptional({
    maxLength: REPORT_TEXT_MAX,
    description: 'Why (the author is told, for remove, spoiler and suspend)',
  })
  @IsOptional()
  @Trim()
  @IsString({ message: 'Note must be text' })
  @MaxLength(REPORT_TEXT_MAX, { message: `Note must be at most ${REPORT_TEXT_MAX} characters` })
  note?: string;
}
