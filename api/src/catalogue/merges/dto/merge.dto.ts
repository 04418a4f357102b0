import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsIn, IsMongoId, IsObject, IsOptional } from 'class-validator';
import { LimitField, PageField } from '../../../platform/common/dto-decorators';
import { MERGE_KINDS, type MergeKind } from '../merged-records';

const KIND_MESSAGE = 'Kind must be books or authors';

/** Which two records: the one that stays (`keep`) and the duplicate merged into it (`merge`). */
export class MergePreviewQueryDto {
  @ApiProperty({ enum: MERGE_KINDS, enumName: 'MergeKind' })
  @IsIn(MERGE_KINDS, { message: KIND_MESSAGE })
  kind: MergeKind;

  @ApiProperty({ description: 'The record that stays' })
  @IsMongoId({ message: 'Keep must be a valid id' })
  keep: string;

  @ApiProperty({ description: 'The duplicate record merged into it' })
  @IsMongoId({ message: 'Merge must be a valid id' })
  merge: string;
}

export type FieldChoice = 'keep' | 'merge';
export const FIELD_CHOICES: FieldChoice[] = ['keep', 'merge'];

@ApiSchema({ name: 'MergeInput' })
export class MergeDto extends MergePreviewQueryDto {
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string', enum: FIELD_CHOICES },
    description:
      "Per field (the preview's `fields[].name`), whose value the kept record has; the kept one's by default",
    example: { coverImage: 'merge', isbn: 'merge' },
  })
  @IsOptional()
  @IsObject({ message: 'Fields must be an object of field names and keep or merge' })
  fields?: Record<string, FieldChoice>;
}

export class MergeLogQueryDto {
  @PageField()
  page?: number;

  @LimitField(100, 20)
  limit?: number;
}
