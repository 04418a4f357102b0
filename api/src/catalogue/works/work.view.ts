import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { EditionView } from '../books/book.view';
import { CatalogueJobPreview } from '../merges/catalogue-job.view';

@ApiSchema({ name: 'WorkEditions' })
export class WorkEditionsView {
  @ApiProperty({ description: 'The id of the work' })
  work: string;

  @ApiProperty({ type: [EditionView], description: 'Its editions, by publication date then title' })
  editions: EditionView[];
}

@ApiSchema({ name: 'WorkGroupCounts' })
export class WorkGroupCountsView {
  @ApiProperty({ type: 'integer', description: 'Reviews (with their ratings)' })
  reviews: number;

  @ApiProperty({ type: 'integer', description: 'Reading-list entries' })
  listEntries: number;
}

/** What grouping two works would do: both side by side, what moves, the readers concerned twice and the rules. */
@ApiSchema({ name: 'WorkGroupPreview' })
export class WorkGroupPreviewView extends CatalogueJobPreview({
  moves: { type: WorkGroupCountsView, description: "What becomes the kept work's" },
  conflicts: { type: WorkGroupCountsView, description: 'Readers with a review, or an entry, on both works' },
  rules: 'How the rules settle them',
}) {
  @ApiProperty({ type: WorkEditionsView, description: 'The work that stays' })
  keep: WorkEditionsView;

  @ApiProperty({ type: WorkEditionsView, description: 'The work whose editions join it' })
  add: WorkEditionsView;
}
