import { ApiProperty, ApiSchema } from '@nestjs/swagger';

@ApiSchema({
  name: 'SitemapCounts',
  description: 'How many pages of each kind a sitemap lists (what a visitor may open)',
})
export class SitemapCountsView {
  @ApiProperty({ type: 'integer', description: 'Published books' })
  books: number;

  @ApiProperty({ type: 'integer', description: 'Authors' })
  authors: number;

  @ApiProperty({ type: 'integer', description: 'Series' })
  series: number;

  @ApiProperty({ type: 'integer', description: 'Readers who let everyone see their list and their activity' })
  readers: number;
}

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
