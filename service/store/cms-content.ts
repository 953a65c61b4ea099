import type { Country } from '../../core/markets/countries';
import type { Database } from '../db/database';
import { at } from './common';

/** CMS content per market. Rows of market '' (from before content was per market) are not read. */
export function cmsContentStore(db: Database) {
  return {
    async get(name: string, market: Country): Promise<string | undefined> {
      const [row] = await db.query<{ content_json: string }>(
        'select content_json from cms_content where name = $1 and market = $2',
        [name, market],
      );
      return row?.content_json;
    },
    async put(name: string, market: Country, contentJson: string, now: number): Promise<void> {
      await db.query(
        `insert into cms_content (name, market, content_json, updated_at) values ($1, $2, $3, $4)
         on conflict (name, market) do update set content_json = excluded.content_json, updated_at = excluded.updated_at`,
        [name, market, contentJson, at(now)],
      );
    },
    async remove(name: string, market: Country): Promise<void> {
      await db.query('delete from cms_content where name = $1 and market = $2', [name, market]);
    },
  };
}
