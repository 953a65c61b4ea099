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

describe('the same address signed up from two tabs', () => {
  it('gets one confirmation mail: at once or seconds apart; "send again", other consents or a minute later, a new one', async () => {
    const service = new ServiceHarness();
    const tabs = await Promise.all([service.visitor().arrive(), service.visitor().arrive()]);
    const signUp = (tab: (typeof tabs)[number], extra: { consents?: string[]; resend?: boolean } = {}) =>
      tab.call('POST', SUBSCRIBERS, {
        body: { email: 'two.tabs@example.com', consents: [], origin: 'onsite', originAddition: 'subsite', ...extra },
      });
    const answers = await Promise.all(tabs.map((tab) => signUp(tab)));
    expect(answers.map((a) => a.status)).toEqual([202, 202]);
    service.advance(5_000);
    expect((await signUp(tabs[0]!)).status).toBe(202);
    expect(await service.outbox()).toHaveLength(1);
    expect((await signUp(tabs[0]!, { resend: true })).status).toBe(202);
    expect(await service.outbox()).toHaveLength(2);
    expect((await signUp(tabs[1]!, { consents: ['DNE'] })).status).toBe(202);
    expect(await service.outbox()).toHaveLength(3);
    service.advance(60_000);
    await signUp(tabs[0]!);
    expect(await service.outbox()).toHaveLength(4);
  });

  it('refuses a resend that is not true or false, as any field that does not fit', async () => {
    const service = new ServiceHarness();
    const visitor = await service.visitor().arrive();
    const answer = await visitor.call('POST', SUBSCRIBERS, {
      body: { email: 'two.tabs@example.com', origin: 'onsite', originAddition: 'subsite', resend: 'yes' },
    });
    expect(answer.status).toBe(400);
    expect(await service.outbox()).toHaveLength(0);
  });
});
