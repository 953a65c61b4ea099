// The operator's commands take an address by the sign-up's rule (issue 42, item 3; D51, D59): trimmed and in NFC, so
// an address pasted in another Unicode form (a Mac pastes NFD) finds the subscriber; one that finds nothing says so,
// exits non-zero and records nothing.
import { describe, expect, it } from 'vitest';
import { runOperatorCommand } from '../../service/operator';
import { testDatabase } from '../support/database';
import { ServiceHarness } from './harness';

const SUBSCRIBERS = '/service/newsletter/api/internal/newsletter-subscribers';
const NFC = 'm\u00fcller@example.de';
const NFD = 'mu\u0308ller@example.de';

async function operator(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOperatorCommand(args, {
    database: testDatabase,
    io: { out: (line) => out.push(line), err: (line) => err.push(line) },
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const count = async (table: string) =>
  Number((await testDatabase.query<{ n: string }>(`select count(*) as n from ${table}`))[0]!.n);

describe('storefront-service export and erase take the address as the sign-up does', () => {
  it('an address pasted in NFD finds the subscriber stored in NFC: exported, then erased', async () => {
    const service = new ServiceHarness();
    const visitor = await service.visitor().arrive();
    const signedUp = await visitor.call('POST', SUBSCRIBERS, {
      body: { email: NFD, consents: [], origin: 'onsite', originAddition: 'subsite' },
    });
    expect(signedUp.status).toBe(202);
    expect((await service.outbox()).map((m) => m.to)).toEqual([NFC]);

    const exported = await operator('export', ` ${NFD} `);
    expect(exported.code).toBe(0);
    expect(JSON.parse(exported.out)).toMatchObject({ addresses: [NFC], requests: [{ email: NFC }] });
    const erased = await operator('erase', NFD.toUpperCase());
    expect(erased.code).toBe(0);
    expect(erased.out).toMatch(/via operator: subscription no, 1 requests, 1 consent events, 1 mails/);
    expect(await service.outbox()).toEqual([]);
  });

  it('an address with nothing held: said so, exit code 1, and no log line, no erased-address hash', async () => {
    const before = [await count('erasure_log'), await count('erased_addresses')];
    for (const command of ['erase', 'export']) {
      const answer = await operator(command, NFD);
      expect(answer.code, command).toBe(1);
      expect(answer.out).toBe('');
      expect(answer.err).toMatch(new RegExp(`^Nothing is held about ${NFC}`));
    }
    expect([await count('erasure_log'), await count('erased_addresses')]).toEqual(before);
  });
});
