// Issue 27 H9 and issue 28: the service checks an address with the form's own rule (D51), and stores and mails it
// exactly as checked: invisible characters and lone surrogates are refused, a decomposed address is kept in NFC.
import { describe, expect, it } from 'vitest';
import { ServiceHarness } from './harness';

const SUBSCRIBE = '/service/newsletter/api/internal/newsletter-subscribers';
const signUp = (email: string) => ({ email, consents: [], origin: 'onsite', originAddition: 'subsite' });

describe('the service refuses what the form refuses (D51)', () => {
  it.each([
    ['a soft hyphen', 'an\u00ADna@example.com'],
    ['a word joiner', 'pay\u2060pal@example.com'],
    ['an Arabic letter mark', 'anna\u061C@example.com'],
    ['a left-to-right mark', 'a\u200E@example.com'],
    ['a Hangul filler as the domain', 'a@\u3164.de'],
    ['a lone surrogate', 'sur\ud800@example.com'],
    ['a markup domain', 'a@<img>.de'],
    ['a quote in the domain', 'a@b"c.de'],
    ['an underscore in the domain', 'a@ex_ample.de'],
    ['a doubled dot', 'a..b@example.com'],
    ['a leading dot', '.a@example.com'],
    ['a 65-character local part', `${'a'.repeat(65)}@example.com`],
  ])('%s: 400 email_invalid and no mail', async (_, email) => {
    const service = new ServiceHarness();
    const visitor = await service.visitor().arrive();
    const answer = await visitor.call('POST', SUBSCRIBE, { body: signUp(email) });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ type: 'urn:newsletter:email_invalid' });
    expect(await service.outbox()).toHaveLength(0);
  });

  it.each([
    ['a decomposed ü (text from macOS)', 'info@mu\u0308ller.de', 'info@m\u00fcller.de'],
    ['a composed ü', 'info@m\u00fcller.de', 'info@m\u00fcller.de'],
    ['punycode labels and TLD', 'ivan@xn--e1afmkfd.xn--p1ai', 'ivan@xn--e1afmkfd.xn--p1ai'],
    ['a full-width domain (issue 44)', 'a@ｅｘａｍｐｌｅ.de', 'a@example.de'],
  ])('%s: accepted, stored and mailed in the form it was checked in', async (_, email, stored) => {
    const service = new ServiceHarness();
    const visitor = await service.visitor().arrive();
    const answer = await visitor.call('POST', SUBSCRIBE, { body: signUp(email) });
    expect(answer.status).toBe(202);
    const mails = await service.outbox();
    expect(mails.map((m) => m.to)).toEqual([stored]);
  });
});
