/** @jest-environment node */
import { openDatabase } from '../../../fixtures/server/db.mjs';
import { migrations, searchPosts } from '../../../fixtures/server/routes/live-search.mjs';

let db: Awaited<ReturnType<typeof openDatabase>>;
beforeAll(async () => {
  db = await openDatabase({ file: null, migrations });
});
afterAll(() => db.close());

const titles = (fields: Record<string, unknown>) => searchPosts(fields, db).map((row) => row.title);

describe('reference server: live_search_retrieve_posts over the seeded posts', () => {
  it('seeds a few dozen posts of five types', () => {
    const rows = db.all('SELECT type, COUNT(*) AS n FROM live_search_posts GROUP BY type');
    expect(rows.reduce((sum, row) => sum + Number(row.n), 0)).toBeGreaterThanOrEqual(30);
    expect(rows.map((row) => row.type).sort()).toEqual(['avada_faq', 'avada_portfolio', 'page', 'post', 'product']);
  });

  it('[SRCH-010] search matches every word in the title or excerpt; only published, searchable posts', () => {
    expect(titles({ search: 'reading lamp' })).toEqual(['Library lighting, Leeds', 'Lighting a reading corner &#8211; a guide', 'Walnut floor lamp']);
    expect(titles({ search: 'draft' })).toEqual([]);
    expect(titles({ search: 'Pine bookshelf' })).toEqual([]);
  });

  it('[SRCH-010] per_page, post_type[] (any = all), search_limit_to_post_titles and add_woo_product_skus are honoured', () => {
    expect(titles({ search: 'lamp', per_page: '2' })).toHaveLength(2);
    expect(titles({ search: 'lamp', post_type: ['product'] })).toEqual(['Linen lampshade', 'Lamps &amp; shades gift card', 'Walnut floor lamp', 'Brass desk lamp']);
    expect(titles({ search: 'lamp', post_type: ['any'], per_page: '100' })).toHaveLength(titles({ search: 'lamp', per_page: '100' }).length);
    expect(titles({ search: 'linen', search_limit_to_post_titles: '1' })).toEqual(['Linen lampshade']);
    expect(titles({ search: 'linen', search_limit_to_post_titles: '0' })).toEqual(['Linen lampshade', 'Brass desk lamp']);
    expect(titles({ search: 'SHF-500' })).toEqual([]);
    expect(titles({ search: 'SHF-500', add_woo_product_skus: '1' })).toEqual(['Oak bookshelf']);
  });

  it('[SRCH-011] include_terms keeps posts with one of the terms, exclude_terms drops posts with any', () => {
    expect(titles({ search: 'shelf', include_terms: 'guides' })).toEqual(['Choosing a bookshelf']);
    expect(titles({ search: 'shelf', exclude_terms: 'projects,guides' })).toEqual(['Oak bookshelf']);
  });
});
