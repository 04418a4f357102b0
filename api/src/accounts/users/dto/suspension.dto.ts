import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { Trim } from '../../../platform/common/dto-decorators';

export const SUSPENSION_NOTE_MAX = 500;

/** A suspension: whole days from now, or null until lifted, with a note. */
@ApiSchema({ name: 'SuspensionInput' })
export class SuspensionDto {
  @ApiProperty({
    type: 'integer',
    nullable: true,
    minimum: 1,
    maximum: 3650,
    description: 'Whole days from now; null: until lifted',
  })
  @ValidateIf((o: SuspensionDto) => o.days !== null)
  @IsInt({ message: 'Days must be a whole number' })
  @Min(1, { message: 'Days must be at least 1' })
  @Max(3650, { message: 'Days must be at most 3650' })
  days: number | null;

  @ApiPropertyOptional({ maxLength: SUSPENSION_NOTE_MAX, description: 'Why (the reader is told)' })
  @IsOptional()
  @Trim()
  @IsString({ message: 'Note must be text' })
  @MaxLength(SUSPENSION_NOTE_MAX, { message: `Note must be at most ${SUSPENSION_NOTE_MAX} characters` })
  note?: string;
}
