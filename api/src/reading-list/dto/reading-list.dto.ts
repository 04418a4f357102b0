import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsIn, IsMongoId, IsNotEmpty, IsOptional } from 'class-validator';
import { READING_STATUSES, type ReadingStatus } from '../reading-list-entry.schema';

const STATUS_MESSAGE = `Status must be one of: ${READING_STATUSES.join(', ')}`;

@ApiSchema({ name: 'ReadingListInput' })
export class AddToReadingListDto {
  @ApiProperty({ description: 'Id of the book to add' })
  @IsMongoId({ message: 'Book must be a valid id' })
  @IsNotEmpty({ message: 'Book is required' })
  bookId: string;

  @ApiPropertyOptional({ enum: READING_STATUSES, enumName: 'ReadingStatus', description: 'wishlist when omitted' })
  @IsOptional()
  @IsIn(READING_STATUSES, { message: STATUS_MESSAGE })
  status?: ReadingStatus;
}

@ApiSchema({ name: 'ReadingListUpdate' })
export class UpdateReadingListEntryDto {
  @ApiProperty({ enum: READING_STATUSES, enumName: 'ReadingStatus' })
  @IsIn(READING_STATUSES, { message: STATUS_MESSAGE })
  status: ReadingStatus;
}
