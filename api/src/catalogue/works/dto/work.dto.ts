import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsMongoId, IsNotEmpty } from 'class-validator';

/** Two books whose works become one: `add`'s work's editions join `keep`'s work. */
@ApiSchema({ name: 'WorkGroupInput' })
export class GroupWorksDto {
  @ApiProperty({ description: 'A book of the work that stays' })
  @IsMongoId({ message: 'Keep must be a valid id' })
  @IsNotEmpty({ message: 'Keep is required' })
  keep: string;

  @ApiProperty({ description: 'A book of the work whose editions join it' })
  @IsMongoId({ message: 'Add must be a valid id' })
  @IsNotEmpty({ message: 'Add is required' })
  add: string;
}

@ApiSchema({ name: 'WorkSplitInput' })
export class SplitEditionDto {
  @ApiProperty({ description: 'The edition that becomes a work of its own' })
  @IsMongoId({ message: 'Book must be a valid id' })
  @IsNotEmpty({ message: 'Book is required' })
  book: string;
}
