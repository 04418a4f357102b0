import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { GOAL_MAX, GOAL_MIN } from '../goal.schema';

const TARGET_MESSAGE = `Goal must be a whole number of books from ${GOAL_MIN} to ${GOAL_MAX.toLocaleString('en-US')}`;

@ApiSchema({ name: 'ReadingGoalInput' })
export class SetGoalDto {
  @ApiProperty({ type: 'integer', minimum: GOAL_MIN, maximum: GOAL_MAX, example: 30 })
  @Min(GOAL_MIN, { message: TARGET_MESSAGE })
  @Max(GOAL_MAX, { message: TARGET_MESSAGE })
  @IsInt({ message: TARGET_MESSAGE })
  target: number;
}
