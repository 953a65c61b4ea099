import { createHmac, randomBytes } from 'node:crypto';
import type { Database } from '../db/database';

/** The key an erased address is hashed with; `load()` before a transaction starts. */
export interface ErasureKey {
  load: () => Promise<string>;
}

/** The database's own key for the hash of erased addresses, made once by the first process that needs it. */
export function erasureKeyOf(db: Database): ErasureKey {
  let erasureKey: Promise<string> | undefined;
  // Read outside any transaction, before one starts (PGlite runs one at a time: a query beside it would wait for it).
  const load = () => {
    erasureKey ??= (async () => {
      await db.query("insert into service_keys (name, value) values ('erased-address', $1) on conflict do nothing", [
        randomBytes(32).toString('base64url'),
      ]);
      const [row] = await db.query<{ value: string }>("select value from service_keys where name = 'erased-address'");
      return row!.value;
    })();
    erasureKey.catch(() => (erasureKey = undefined));
    return erasureKey;
  };
  return { load };
}

/** The keyed hash of an address; `hashKey` from `ErasureKey.load()`, awaited before the transaction. */
export const addressHash = (hashKey: string, key: string) => createHmac('sha256', hashKey).update(key).digest('hex');
