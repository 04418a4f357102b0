import { LimitField, PageField } from '../../common/dto-decorators';

/** A sitemap holds at most 50,000 URLs (sitemaps.org): a page of entries is at most that. */
export const SITEMAP_PAGE_SIZE = 50_000;

export class SitemapPageQueryDto {
  @PageField()
  page?: number;

  @LimitField(SITEMAP_PAGE_SIZE, SITEMAP_PAGE_SIZE)
  limit?: number;
}
