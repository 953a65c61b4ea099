import { describe, expect, it } from 'vitest';
import { contract, contractOperationIds } from './validate';
import { ServiceHarness, type Visitor } from './harness';

/** A page of another site calling (D39): refused with 403 `urn:service:cross_site`. */
const CROSS_SITE = { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' };

const NL = '/service/newsletter/api/internal';

interface Call {
  method: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** One well-formed call per operation (the token and login state are filled in by the tour). */
/**
 * `manage`: management tokens of three confirmed subscriptions (one is unsubscribed from the page, one in one click,
 * one erased).
 */
function calls(doiToken: string, loginToken: string, manage: readonly [string, string, string]): Record<string, Call> {
  const [manageToken, oneClickToken, eraseToken] = manage;
  return {
    subscribeNewsletter: {
      method: 'POST',
      path: `${NL}/newsletter-subscribers`,
      body: { email: 'tour@example.com', consents: ['DNE'], origin: 'onsite', originAddition: 'subsite' },
      headers: { 'X-Hunter-Site': 'CZ' },
    },
    getCustomerBaseData: { method: 'GET', path: `${NL}/customers/base-data`, headers: { 'X-LoginToken': loginToken } },
    confirmSubscription: { method: 'PUT', path: `${NL}/newsletter-subscribers/${doiToken}/doi` },
    // After the confirmation, by the management token of its welcome mail (D27); unsubscribing last of these.
    getSubscriber: { method: 'GET', path: `${NL}/newsletter-subscribers/${manageToken}` },
    updateSubscriber: {
      method: 'PUT',
      path: `${NL}/newsletter-subscribers/${manageToken}`,
      body: { firstName: 'Tour' },
    },
    openUnsubscribeLink: { method: 'GET', path: `${NL}/newsletter-subscribers/${manageToken}/unsubscribe` },
    exportSubscriberData: { method: 'GET', path: `${NL}/newsletter-subscribers/${manageToken}/data` },
    eraseSubscriberData: { method: 'POST', path: `${NL}/newsletter-subscribers/${eraseToken}/erasure` },
    unsubscribeOneClick: {
      method: 'POST',
      path: `${NL}/newsletter-subscribers/${oneClickToken}/unsubscribe`,
      body: 'List-Unsubscribe=One-Click',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    },
    unsubscribe: { method: 'DELETE', path: `${NL}/newsletter-subscribers/${manageToken}` },
    getShopFooterPromotion: { method: 'GET', path: '/service/promotion/api/promotion/SHOP_FOOTER' },
    getPsdata: { method: 'GET', path: '/service/customerfrontenddata/api/v1/psdata' },
    getAbTestAssignment: { method: 'GET', path: '/service/abtestfrontend/api/v1/getassignment' },
    getTestsAt: { method: 'GET', path: '/service/abtestfrontend/api/v1/gettestsat?time=2026-12-01' },
    applyPreview: {
      method: 'GET',
      path: '/service/preview/api/token?test=winter-checkout&group=control&dateTime=2026-12-02',
    },
    previewLogout: { method: 'GET', path: '/service/preview/api/auth/logout' },
    renewPreviewAuth: { method: 'GET', path: '/service/preview/api/auth/login/renew' },
    checkPreviewAuth: { method: 'GET', path: '/service/preview/api/auth/checkauth' },
    login: {
      method: 'POST',
      path: '/service/login/api/v1/login',
      body: { email: 'shopper@example.com', password: 'demo' },
    },
    renewLoginToken: { method: 'POST', path: '/service/login/api/v1/logintoken/renew', body: {} },
    renewLongTermToken: { method: 'POST', path: '/service/login/api/v1/longtermtoken/renew' },
    getNewsletterImageLarge: {
      method: 'GET',
      path: '/service/newsletterfrontend/newslettersubscriptionform/newsletter_image_400x300.jpg',
    },
    getNewsletterImageSmall: {
      method: 'GET',
      path: '/service/newsletterfrontend/newslettersubscriptionform/newsletter_image_273x273.jpg',
    },
    getNewsletterImageLarge2x: {
      method: 'GET',
      path: '/service/newsletterfrontend/newslettersubscriptionform/newsletter_image_800x600.jpg',
    },
    getNewsletterImageSmall2x: {
      method: 'GET',
      path: '/service/newsletterfrontend/newslettersubscriptionform/newsletter_image_546x546.jpg',
    },
    getFooterLogo: { method: 'GET', path: '/service/footer-images/logos/card-brand-1.svg' },
    getCsrfToken: { method: 'GET', path: '/service/csrf' },
    // Last: it ends the customer's login.
    logout: { method: 'POST', path: '/service/login/api/v1/logout' },
  };
}

async function setUp() {
  const service = new ServiceHarness();
  const visitor = await service.visitor().arrive();
  await visitor.call('POST', '/service/__admin/staff/login');
  await visitor.call('POST', '/service/login/api/v1/login', {
    body: { email: 'shopper@example.com', password: 'demo' },
  });
  for (const email of ['shopper@example.com', 'manage@example.com', 'one-click@example.com', 'erase@example.com']) {
    await visitor.call('POST', `${NL}/newsletter-subscribers`, {
      body: { email, consents: [], origin: 'onsite', originAddition: 'subsite' },
    });
  }
  const [mail, ...others] = await service.outbox();
  for (const other of others) await visitor.call('PUT', `${NL}/newsletter-subscribers/${other.subscriberToken}/doi`);
  const manage = (await service.outbox())
    .filter((m) => m.kind === 'welcome')
    .map((m) => new URL(m.link!).searchParams.get('token')!);
  return {
    service,
    visitor,
    table: calls(mail!.subscriberToken!, visitor.cookies.get('LoginToken')!, [manage[0]!, manage[1]!, manage[2]!]),
  };
}

const send = (visitor: Visitor, call: Call) =>
  visitor.call(call.method, call.path, { body: call.body, headers: call.headers });

function documentedStatuses(operationId: string): string[] {
  for (const item of Object.values(
    contract.paths as Record<string, Record<string, { operationId?: string; responses?: object }>>,
  )) {
    for (const op of Object.values(item)) if (op.operationId === operationId) return Object.keys(op.responses ?? {});
  }
  return [];
}

/** Whether the operation (or its path) declares the parameter `#/components/parameters/{name}`. */
function declaresParameter(operationId: string, name: string): boolean {
  const ref = `#/components/parameters/${name}`;
  type Item = Record<string, { operationId?: string; parameters?: { $ref?: string }[] }>;
  for (const item of Object.values(contract.paths as Record<string, Item>)) {
    const shared = (item.parameters as unknown as { $ref?: string }[] | undefined) ?? [];
    for (const op of Object.values(item)) {
      if (op.operationId === operationId) return [...shared, ...(op.parameters ?? [])].some((p) => p.$ref === ref);
    }
  }
  return false;
}

describe('every operation of service.yaml', () => {
  it('has a call in this tour', () => {
    expect(Object.keys(calls('t', 'l', ['m', 'o', 'e'])).sort()).toEqual(contractOperationIds().sort());
  });

  it('answers a success that validates against the contract', async () => {
    const { service, visitor, table } = await setUp();
    await visitor.call('PUT', '/service/__admin/promotion/SHOP_FOOTER', {
      body: { contentJSON: '{"headline":"Tour"}' },
    });
    for (const [operationId, call] of Object.entries(table)) {
      if (operationId === 'previewLogout') continue; // last, it ends the staff session
      const answer = await send(visitor, call);
      expect(answer.status, operationId).toBeGreaterThanOrEqual(200);
      // The List-Unsubscribe URL opened as a link only ever leads to the preference page (303, D27).
      expect(answer.status, operationId).toBeLessThan(operationId === 'openUnsubscribeLink' ? 304 : 300);
    }
    expect((await send(visitor, table.previewLogout!)).status).toBe(204);
    const succeeded = new Set([...service.seen].filter((s) => / (2\d\d|303)$/.test(s)).map((s) => s.split(' ')[0]));
    expect([...succeeded].sort()).toEqual(contractOperationIds().sort());
  });

  it('answers an injected 500 as a documented problem wherever the contract lists 500', async () => {
    const { service, visitor, table } = await setUp();
    const withServerError = contractOperationIds().filter((id) => documentedStatuses(id).includes('500'));
    expect(withServerError.length).toBeGreaterThanOrEqual(16);
    for (const operationId of withServerError) {
      await visitor.call('POST', '/service/__admin/faults', { body: { operationId, status: 500, times: 1 } });
      const answer = await send(visitor, table[operationId]!);
      expect(answer.status, operationId).toBe(500);
    }
    for (const operationId of withServerError) expect(service.seen.has(`${operationId} 500`), operationId).toBe(true);
  });

  it('produces every documented 4xx answer', async () => {
    const { service, visitor, table } = await setUp();
    const invalid = { email: 'x', consents: [], origin: 'onsite', originAddition: 'subsite' };
    await visitor.call('POST', `${NL}/newsletter-subscribers`, { body: invalid });
    await visitor.call('POST', `${NL}/newsletter-subscribers`, { body: invalid, headers: CROSS_SITE });
    await visitor.call('GET', `${NL}/customers/base-data`, { headers: { 'X-LoginToken': 'bad' } });
    await visitor.call('GET', `${NL}/newsletter-subscribers/unknown`);
    await visitor.call('PUT', `${NL}/newsletter-subscribers/unknown`, { body: {} });
    await visitor.call('PUT', table.updateSubscriber!.path, { body: { salutation: 'SIR' } });
    await visitor.call('PUT', table.updateSubscriber!.path, { body: {}, headers: CROSS_SITE });
    await visitor.call('PUT', `${NL}/newsletter-subscribers/unknown/doi`);
    // Unsubscribing (D27): the page's call is refused from another site; the one-click POST needs its body; neither knows "unknown".
    await visitor.call('DELETE', table.unsubscribe!.path, { headers: CROSS_SITE });
    await visitor.call('DELETE', `${NL}/newsletter-subscribers/unknown`);
    // Data rights (D59): an unknown token, and an erasure from another site.
    await visitor.call('GET', `${NL}/newsletter-subscribers/unknown/data`);
    await visitor.call('POST', table.eraseSubscriberData!.path, { headers: CROSS_SITE });
    await visitor.call('POST', `${NL}/newsletter-subscribers/unknown/erasure`);
    const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
    await visitor.call('POST', table.unsubscribeOneClick!.path, { body: 'List-Unsubscribe=Yes', headers: form });
    await visitor.call('POST', `${NL}/newsletter-subscribers/unknown/unsubscribe`, {
      body: 'List-Unsubscribe=One-Click',
      headers: form,
    });
    await visitor.call('POST', table.unsubscribeOneClick!.path, {
      body: `List-Unsubscribe=One-Click&pad=${'x'.repeat(17 * 1024)}`,
      headers: form,
    });
    // A JSON body where the contract takes a form (issue 41).
    await visitor.call('POST', table.unsubscribeOneClick!.path, { body: { 'List-Unsubscribe': 'One-Click' } });
    await visitor.call('PUT', table.confirmSubscription!.path, { headers: CROSS_SITE });
    await visitor.call('GET', '/service/promotion/api/promotion/SHOP_FOOTER');
    await visitor.call('GET', '/service/customerfrontenddata/api/v1/psdata', { headers: CROSS_SITE });
    await visitor.call('GET', table.exportSubscriberData!.path, { headers: CROSS_SITE });
    await visitor.call('GET', '/service/abtestfrontend/api/v1/gettestsat?time=yesterday');
    await visitor.call('POST', '/service/login/api/v1/login', {
      body: { email: 'shopper@example.com', password: 'x' },
    });
    await visitor.call('POST', '/service/login/api/v1/login', { body: {}, headers: CROSS_SITE });
    await visitor.call('POST', '/service/login/api/v1/logintoken/renew', { body: {}, headers: CROSS_SITE });
    await visitor.call('POST', '/service/login/api/v1/longtermtoken/renew', { headers: CROSS_SITE });
    await visitor.call('POST', '/service/login/api/v1/logout', { headers: CROSS_SITE });
    // Parameters that do not fit (issue 41): a market the contract does not name, query values in no form it
    // describes, a missing login token; a path parameter that does not fit names nothing (404).
    for (const [operationId, call] of Object.entries(table)) {
      if (declaresParameter(operationId, 'HunterSite'))
        await send(visitor, { ...call, headers: { ...call.headers, 'X-Hunter-Site': 'XX' } });
      const path = call.path.split('?')[0]!;
      if (['getTestsAt', 'applyPreview', 'exportSubscriberData'].includes(operationId))
        await send(visitor, { ...call, path: `${path}?time=soon&dateTime=soon&download=${'x'.repeat(9)}` });
      const unnamed = path.replace('/internal/', '/public/').replace(/logos\/.*/, 'logos/NOPE.svg');
      if (unnamed !== path) await send(visitor, { ...call, path: unnamed });
    }
    await visitor.call('GET', `${NL}/customers/base-data`);
    // Bodies refused before any work (D22): too large, not JSON, malformed.
    const tooLarge = JSON.stringify({ email: 'a@example.com', pad: 'x'.repeat(17 * 1024) });
    for (const [method, path] of [
      ['POST', `${NL}/newsletter-subscribers`],
      ['PUT', table.updateSubscriber!.path],
      ['POST', '/service/login/api/v1/login'],
      ['POST', '/service/login/api/v1/logintoken/renew'],
    ] as const) {
      await visitor.call(method, path, { body: tooLarge });
      await visitor.call(method, path, {
        body: 'email=a@example.com',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      await visitor.call(method, path, { body: '{"email":', headers: { 'Content-Type': 'application/json' } });
    }
    visitor.cookies.delete('LoginToken');
    await visitor.call('POST', '/service/login/api/v1/logintoken/renew', { body: {} });
    visitor.cookies.set('LongTermToken', 'unknown');
    await visitor.call('POST', '/service/login/api/v1/longtermtoken/renew');
    // Abuse limits (D22): sign-ups per client, failed logins per account.
    for (let i = 0; i <= 20; i++)
      await visitor.call('POST', `${NL}/newsletter-subscribers`, {
        body: { ...invalid, email: `limit${i}@example.com` },
      });
    for (let i = 0; i <= 10; i++)
      await visitor.call('POST', '/service/login/api/v1/login', {
        body: { email: 'guess@example.com', password: `x${i}` },
      });
    // Unsubscribed (issue 43): the page's read says so with 410, its link still opening the data rights.
    await visitor.call('DELETE', table.unsubscribe!.path);
    await visitor.call('GET', table.getSubscriber!.path);

    const missing: string[] = [];
    for (const operationId of contractOperationIds()) {
      for (const status of documentedStatuses(operationId).filter((s) => s.startsWith('4'))) {
        if (!service.seen.has(`${operationId} ${status}`)) missing.push(`${operationId} ${status}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
