import { ApiProperty, ApiSchema } from '@nestjs/swagger';

export interface Stats {
  totalBooks: number;
  totalUsers: number;
  totalReviews: number;
  totalAuthors: number;
  totalClubs: number;
}

@ApiSchema({ name: 'Stats' })
export class StatsResponse implements Stats {
  @ApiProperty({ type: 'integer', example: 120 })
  totalBooks: number;

  @ApiProperty({ type: 'integer', example: 35 })
  totalUsers: number;

  @ApiProperty({ type: 'integer', example: 410 })
  totalReviews: number;

  @ApiProperty({ type: 'integer', example: 48 })
  totalAuthors: number;

  @ApiProperty({ type: 'integer', example: 6, description: 'Book clubs, public and private (suspended ones too)' })
  totalClubs: number;
}
