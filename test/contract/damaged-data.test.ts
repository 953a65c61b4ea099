// A damaged data folder (issue 42, item 7): one relation file overwritten with garbage, and the service refuses to
// open it with one line saying so, instead of starting silently and serving.
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../service/db/database';

const dir = mkdtempSync(join(tmpdir(), 'storefront-damaged-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }), 60_000);

describe('a data folder that fails its check', () => {
  it('is refused at open, in one line naming the folder and the table', async () => {
    const dataDir = join(dir, 'data');
    const db = await openDatabase({ dataDir });
    await db.query(
      "insert into cms_content (name, market, content_json, updated_at) values ('SHOP_FOOTER', 'DE', '{}', now())",
    );
    const [{ path }] = (await db.query<{ path: string }>("select pg_relation_filepath('cms_content') as path")) as [
      { path: string },
    ];
    await db.close();
    const file = join(dataDir, path);
    writeFileSync(file, Buffer.alloc(statSync(file).size, 0x5a));

    const open = () =>
      openDatabase({ dataDir }).then(
        async (opened) => (await opened.close(), 'opened'),
        (error: Error) => error.message,
      );
    const refused = await open();
    expect(refused).toMatch(/^the data folder .+ fails its check \(table cms_content: invalid page/);
    expect(refused).not.toMatch(/\n/);
    // The failed open gave its lock back: a second try says the same, not that another process holds the folder.
    expect(await open()).toBe(refused);
  }, 120_000);
});
