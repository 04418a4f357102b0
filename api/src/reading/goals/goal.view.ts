import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { GOAL_MAX, GOAL_MIN } from './goal.schema';

/** A reader's goal for a year (shared-ui `ReadingGoal`). */
@ApiSchema({ name: 'ReadingGoal' })
export class GoalView {
  @ApiProperty({ type: 'integer', example: 2026 })
  year: number;

  @ApiProperty({
    type: 'integer',
    minimum: GOAL_MIN,
    maximum: GOAL_MAX,
    description: 'Number of books to finish that year',
    example: 30,
  })
  target: number;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: string;
}
