import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { CountsView } from '../common/counts-view';

@ApiSchema({
  name: 'SitemapCounts',
  description: 'How many pages of each kind a sitemap lists (what a visitor may open)',
})
export class SitemapCountsView extends CountsView({
  books: 'Published books',
  authors: 'Authors',
  series: 'Series',
  readers: 'Readers who let everyone see their list and their activity',
}) {}

@ApiSchema({ name: 'SitemapEntry', description: "A page of the site by its entity's id, and when it last changed" })
export class SitemapEntryView {
  @ApiProperty()
  id: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: string;
}

@ApiSchema({
  name: 'SitemapReader',
  description: "A public reader's profile by username, and when the account last changed",
})
export class SitemapReaderView {
  @ApiProperty()
  username: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: string;
}
