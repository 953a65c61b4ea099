import { describe, expect, it } from 'vitest';
import { NEWSLETTER_MARKETS } from '../../../core/markets';
import {
  EMPTY_SIGNUP_VALUES,
  SIGNUP_SALUTATIONS,
  baseDataHasDne,
  buildSubscriptionRequest,
  extraSignupFieldsRevealed,
  consentPageAddress,
  firstInvalidSignupField,
  isAllowedName,
  looksLikeWebAddress,
  prefillFromBaseData,
  signupNameOrder,
  signupFieldOrder,
  signupSchema,
  validateSignupField,
  SIGNUP_NAME_MAX,
  signupTrackingEvent,
  validateSignup,
  type NewsletterBaseData,
  type SignupValues,
} from '../../../core/newsletter';

const values = (over: Partial<SignupValues> = {}): SignupValues => ({ ...EMPTY_SIGNUP_VALUES, ...over });
const { DE, AT, HU, TR } = NEWSLETTER_MARKETS;

describe('e-mail rules', () => {
  it.each([
    ['', 'emailRequired'],
    ['   ', 'emailRequired'],
    ['anna', 'emailInvalid'],
    ['a', 'emailInvalid'],
    ['anna@example', 'emailInvalid'],
    ['anna@@example.com', 'emailInvalid'],
    ['an na@example.com', 'emailInvalid'],
    ['anna@example.c', 'emailInvalid'],
    [`${'a'.repeat(250)}@example.com`, 'emailTooLong'],
  ])('%j gives %s', (email, code) => {
    expect(validateSignup(DE, values({ email })).email).toBe(code);
  });

  it.each(['anna@example.com', ' anna.müller@shop.example.de ', 'łukasz+news@poczta.pl', 'gábor@példa.hu'])(
    '%j is accepted',
    (email) => {
      expect(validateSignup(DE, values({ email }))).toEqual({});
    },
  );
});

describe('an address over 256 characters (issue 18: never cut to fit)', () => {
  // 256 characters with a 64-octet local part and 63-character labels (D51); one more is too long.
  const longest = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.de`;
  // Cut to 256 characters, this one would be a valid, different address: "….dem" becomes "….de".
  const pasted = `${longest}m`;
  it('says it is too long, whatever the rest of it', () => {
    expect(pasted.length).toBe(257);
    expect(validateSignup(DE, values({ email: pasted })).email).toBe('emailTooLong');
    expect(validateSignup(DE, values({ email: `${'x'.repeat(300)}` })).email).toBe('emailTooLong');
  });
  it('256 characters are fine; the spaces around an address do not count', () => {
    expect(longest.length).toBe(256);
    expect(validateSignup(DE, values({ email: `  ${longest}  ` }))).toEqual({});
  });
});

describe('the page address sent with a sign-up (X-Original-Address)', () => {
  it.each([
    ['https://shop.example/hu/?doi=secret-token#newsletter', 'https://shop.example/hu/'],
    ['https://shop.example/de/?email=anna%40example.de', 'https://shop.example/de/'],
    ['https://user:pw@shop.example:8443/tr/kampanya?x=1', 'https://shop.example:8443/tr/kampanya'],
    ['http://127.0.0.1:4000/at/#top', 'http://127.0.0.1:4000/at/'],
  ])('%s is sent as %s: origin and path, never a query or fragment', (href, sent) => {
    expect(consentPageAddress(href)).toBe(sent);
  });
  it.each([
    undefined,
    '',
    '/de/?doi=x',
    'not a url',
    'javascript:alert(1)',
    'data:text/html,x',
    'file:///etc/passwd',
    `https://shop.example/${'p'.repeat(2100)}`,
  ])('%j is not sent at all', (href) => expect(consentPageAddress(href)).toBeUndefined());
});

describe('Hungarian names: family name first', () => {
  it('HU shows and checks the family name before the given name; the others the given name first', () => {
    expect(signupNameOrder(HU)).toEqual(['lastName', 'firstName']);
    expect(signupNameOrder(TR)).toEqual(['firstName', 'lastName']);
    expect(signupNameOrder(AT)).toEqual(['firstName', 'lastName']);
    // Focus goes to the first field in error as the page shows them.
    const errors = validateSignup(HU, values({ email: 'a@b.hu', salutation: 'MR' }));
    expect(errors).toMatchObject({ firstName: 'firstNameRequired', lastName: 'lastNameRequired' });
    expect(firstInvalidSignupField(errors, HU)).toBe('lastName');
    expect(firstInvalidSignupField(validateSignup(TR, values({ email: 'a@b.tr', legals: true })), TR)).toBe(
      'firstName',
    );
  });
});

describe('name rules', () => {
  it.each([
    'Łukasz',
    'Gábor Ősz',
    'Şükrü Çağlar',
    'Karel Čapek',
    "O'Brien-Smith",
    'Anne & Tom (Müller)',
    'J.R.R. Tolkien',
    'Dr.med. Hans',
    'St.Martin',
    'Ünal / Öztürk, 2.',
    'José´s',
    '`Backtick`',
    'Иван',
    '李小龍',
    'Kovács+',
    'Dr.med Anna',
    'anna.maria',
    'Jo.ann',
    'Anna.Maria Müller',
    'J.R.Rowling',
    'Anna.Müller&Co.Travel',
    // Titles with dots, run together or not (issue 44).
    'Prof.Dr. Jan',
    'Prof.Dr.Jan',
    'Prof. Dr. Jan Novák',
    'Prof.Dr.med. Anna',
    'Dipl.-Ing. Hans',
    'Ing.Mgr. Petr',
    'PhDr. Eva',
    'MUDr.Petr',
    'Doç.Dr. Ayşe',
    'Prof.Dr',
  ])('%j is an allowed name (D55)', (name) => expect(isAllowedName(name)).toBe(true));

  it.each([
    'http://x',
    'https://spam.example/path',
    'www.spam',
    'WWW.SPAM.DE',
    'foo.com',
    'FOO.COM',
    'visit shop.example now',
    'a.b.xyz',
    'spam.de/x',
    'ftp://files',
    'example.com',
    'www.shop.de',
    'mail.shop.example',
    'Anna von shop-online.eu',
    // Each of these only one rule catches: a host name of three labels, "www." after a non-letter, a scheme of one letter or with a digit.
    'mail.anbieter.travel',
    'Anna mail.anbieter.travel',
    '((mail.anbieter.travel))',
    'Besuch www.anbieter',
    'www2.anbieter',
    'web3://anbieter',
    'x://anbieter',
    // A title does not make what follows it a name (issue 44).
    'Prof.Dr. spam.de',
    'Dr.spam.de',
    'Prof.de',
    'Dr.Prof.com',
    'Prof.Dr. www.anbieter',
  ])('%j looks like a web address (D55)', (text) => {
    expect(looksLikeWebAddress(text)).toBe(true);
    expect(validateSignup(AT, values({ email: 'a@b.de', firstName: text })).firstName).toBe('nameInvalid');
  });

  it('a pasted run of 64 000 characters is too long, and that is all that is said (length first)', () => {
    for (const name of ['-'.repeat(64_000), 'a.'.repeat(32_000)]) {
      expect(validateSignup(AT, values({ email: 'a@b.de', firstName: name })).firstName).toBe('nameTooLong');
    }
  });

  it.each(['Anna<script>', 'Anna@home', 'Anna!', 'Anna;', 'Anna_', 'a:b', 'Anna"'])(
    '%j has invalid characters',
    (name) => {
      expect(validateSignup(AT, values({ email: 'a@b.de', lastName: name })).lastName).toBe('nameInvalid');
    },
  );

  // Invisible characters: a CR/LF could split a mail header, the others disguise what a name or address says.
  const UNSAFE = [
    '\u0000',
    '\r',
    '\n',
    '\t',
    '\u001b',
    '\u007f',
    '\u0085',
    '\u202e',
    '\u202a',
    '\u2066',
    '\u2069',
    '\u200b',
    '\u200d',
    '\ufeff',
    '\u2028',
  ];
  it.each(UNSAFE)('refuses %j inside a name or an address, so the form says so before the server does', (ch) => {
    const errors = validateSignup(
      AT,
      values({ email: `an${ch}na@example.com`, firstName: `An${ch}na`, lastName: `Mül${ch}ler` }),
    );
    expect(errors).toEqual({ email: 'emailInvalid', firstName: 'nameInvalid', lastName: 'nameInvalid' });
  });

  it('still accepts ordinary spaces and non-breaking spaces between names', () => {
    expect(validateSignup(AT, values({ email: 'a@b.de', firstName: 'Anne Marie', lastName: 'van\u00a0Dijk' }))).toEqual(
      {},
    );
  });

  it('allows 40 characters and not 41', () => {
    expect(validateSignup(AT, values({ email: 'a@b.de', firstName: 'A'.repeat(40) }))).toEqual({});
    expect(validateSignup(AT, values({ email: 'a@b.de', firstName: 'A'.repeat(41) })).firstName).toBe('nameTooLong');
  });

  it('ignores names where the market does not show them', () => {
    expect(validateSignup(DE, values({ email: 'a@b.de', firstName: 'www.spam.de' }))).toEqual({});
    expect(buildSubscriptionRequest(DE, values({ email: 'a@b.de', firstName: 'Anna' })).firstName).toBeUndefined();
  });
});

describe('required fields per market', () => {
  it('HU requires salutation and both names, TR names and the legals checkbox', () => {
    expect(validateSignup(HU, values({ email: 'a@b.hu' }))).toEqual({
      salutation: 'salutationRequired',
      firstName: 'firstNameRequired',
      lastName: 'lastNameRequired',
    });
    expect(validateSignup(TR, values({ email: 'a@b.tr' }))).toEqual({
      firstName: 'firstNameRequired',
      lastName: 'lastNameRequired',
      legals: 'legalsRequired',
    });
    expect(validateSignup(AT, values({ email: 'a@b.at' }))).toEqual({});
  });

  it('the first invalid field follows the page order', () => {
    expect(firstInvalidSignupField(validateSignup(TR, values()))).toBe('email');
    expect(firstInvalidSignupField(validateSignup(TR, values({ email: 'a@b.tr', firstName: 'Ayşe' })))).toBe(
      'lastName',
    );
  });
});

describe('the request', () => {
  it('leaves out empty salutation and names and defaults origin and originAddition', () => {
    expect(buildSubscriptionRequest(AT, values({ email: ' anna@example.at ' }))).toEqual({
      email: 'anna@example.at',
      consents: [],
      origin: 'onsite',
      originAddition: 'subsite',
    });
  });

  it('sends shown fields trimmed, the DNE consent and a given origin', () => {
    expect(
      buildSubscriptionRequest(
        HU,
        values({ email: 'a@b.hu', salutation: 'MRS', firstName: ' Gábor ', lastName: 'Ősz', dne: true }),
        { origin: 'checkout', originAddition: 'cart' },
      ),
    ).toEqual({
      email: 'a@b.hu',
      salutation: 'MRS',
      firstName: 'Gábor',
      lastName: 'Ősz',
      consents: ['DNE'],
      origin: 'checkout',
      originAddition: 'cart',
    });
  });

  it('sends the ticked legals checkbox as legals NEWSLETTER where the market shows it (TR), never elsewhere', () => {
    expect(
      buildSubscriptionRequest(TR, values({ email: 'a@b.tr', firstName: 'Ayşe', lastName: 'Kaya', legals: true }))
        .legals,
    ).toEqual(['NEWSLETTER']);
    expect(buildSubscriptionRequest(TR, values({ email: 'a@b.tr', legals: false })).legals).toBeUndefined();
    expect(buildSubscriptionRequest(DE, values({ email: 'a@b.de', legals: true })).legals).toBeUndefined();
  });

  it('trims a given origin and falls back to the default for a blank one', () => {
    expect(
      buildSubscriptionRequest(DE, values({ email: 'a@b.de' }), { origin: ' checkout ', originAddition: '  ' }),
    ).toMatchObject({ origin: 'checkout', originAddition: 'subsite' });
    expect(buildSubscriptionRequest(DE, values({ email: 'a@b.de' }), { originAddition: ' cart ' }).originAddition).toBe(
      'cart',
    );
  });

  it('removes DNE when the base data already has it', () => {
    expect(
      buildSubscriptionRequest(DE, values({ email: 'a@b.de', dne: true }), { baseDataHasDne: true }).consents,
    ).toEqual([]);
    expect(
      buildSubscriptionRequest(DE, values({ email: 'a@b.de', dne: true }), { baseDataHasDne: false }).consents,
    ).toEqual(['DNE']);
  });

  it.each([
    [{ consents: ['DNE'] }, true],
    [{ consents: ['OTHER', 'DNE'] }, true],
    [{ consents: [] }, false],
    [{}, false],
    [null, false],
    [undefined, false],
  ])('base data %j holds the DNE consent: %s', (baseData, has) => {
    expect(baseDataHasDne(baseData as NewsletterBaseData | null | undefined)).toBe(has);
  });

  it('the tracking event names origin:originAddition', () => {
    expect(signupTrackingEvent({ origin: 'onsite', originAddition: 'subsite' })).toEqual({
      event: 'sign_up',
      name: 'sign_up',
      subject: 'newsletter',
      origin: 'onsite:subsite',
      type: 'ga4',
      emitter: 'newsletterservice',
    });
  });
});

describe('reveal and prefill', () => {
  it('extra fields appear on e-mail focus or input, or a filled required name', () => {
    expect(extraSignupFieldsRevealed(AT, values(), false)).toBe(false);
    expect(extraSignupFieldsRevealed(AT, values(), true)).toBe(true);
    expect(extraSignupFieldsRevealed(AT, values({ email: 'a' }), false)).toBe(true);
    expect(extraSignupFieldsRevealed(AT, values({ firstName: 'Anna' }), false)).toBe(false);
    expect(extraSignupFieldsRevealed(HU, values({ firstName: 'Anna' }), false)).toBe(true);
    expect(extraSignupFieldsRevealed(HU, values({ salutation: 'MR' }), false)).toBe(true);
  });

  it('disables prefilled fields with a valid value only', () => {
    const { values: v, disabled } = prefillFromBaseData(AT, values(), {
      email: 'kunde@example.at',
      salutation: 'MR',
      firstName: 'www.spam.at',
      lastName: '',
      consents: ['DNE'],
      legals: [],
    });
    expect(v).toMatchObject({ email: 'kunde@example.at', salutation: 'MR', firstName: 'www.spam.at', lastName: '' });
    expect(disabled).toEqual({ email: true, salutation: true, firstName: false });
  });

  // From the mutation run (docs/mutation-testing.md).
  it('only what the shopper typed reveals them: blanks do not, a required family name alone does (HU)', () => {
    expect(extraSignupFieldsRevealed(HU, values({ email: '   ', firstName: '  ', lastName: ' ' }), false)).toBe(false);
    expect(extraSignupFieldsRevealed(HU, values({ lastName: 'Ősz' }), false)).toBe(true);
    expect(extraSignupFieldsRevealed(AT, values({ lastName: 'Huber', salutation: 'MR' }), false)).toBe(false);
  });

  it('prefills trimmed base data; a name too long or not shown stays editable; a given legals consent ticks the box', () => {
    const { values: v, disabled } = prefillFromBaseData(TR, values(), {
      email: ' kunde@example.com.tr ',
      firstName: ` ${'A'.repeat(41)} `,
      lastName: ' Kaya ',
      consents: [],
      legals: ['NEWSLETTER'],
    });
    expect(v).toMatchObject({
      email: 'kunde@example.com.tr',
      firstName: 'A'.repeat(41),
      lastName: 'Kaya',
      legals: true,
    });
    expect(disabled).toEqual({ email: true, firstName: false, lastName: true });
    expect(
      prefillFromBaseData(TR, values(), { email: 'k@example.com.tr', consents: [], legals: [] }).values.legals,
    ).toBe(false);
    expect(
      prefillFromBaseData(DE, values(), { email: 'k@example.de', lastName: 'Huber', consents: [], legals: [] }).disabled
        .lastName,
    ).toBe(false);
  });

  it('offers salutations in the order MRS, MR, DIVERS, COMPANY', () => {
    expect(SIGNUP_SALUTATIONS).toEqual(['MRS', 'MR', 'DIVERS', 'COMPANY']);
  });
});

// From the second mutation run (docs/mutation-testing.md).
describe("the market's schema, built for the test", () => {
  // validateSignup keeps each market's schema once built; these build their own, so each message is checked here.
  const messages = (market: typeof DE, over: Partial<SignupValues>) => {
    const result = signupSchema(market).safeParse(values(over));
    return result.success ? [] : result.error.issues.map((i) => `${String(i.path[0])}:${i.message}`);
  };

  it('an address over 256 characters says it is too long', () => {
    expect(messages(DE, { email: `${'a'.repeat(250)}@example.de` })).toEqual(['email:emailTooLong']);
  });

  it('a name over the maximum says it is too long', () => {
    expect(messages(AT, { email: 'anna@example.at', firstName: 'A'.repeat(SIGNUP_NAME_MAX + 1) })).toEqual([
      'firstName:nameTooLong',
    ]);
  });

  it('HU: a missing salutation and family name are named by their own fields', () => {
    expect(messages(HU, { email: 'anna@example.hu', firstName: 'Anna' })).toEqual([
      'salutation:salutationRequired',
      'lastName:lastNameRequired',
    ]);
  });

  it('an issue is a custom one whose message is the error code, at its field', () => {
    const result = signupSchema(DE).safeParse(values({ email: 'anna' }));
    expect(result.success ? [] : result.error.issues).toEqual([
      expect.objectContaining({ code: 'custom', message: 'emailInvalid', path: ['email'] }),
    ]);
  });

  it('TR: an unticked legals box is required, a ticked one passes', () => {
    const ok = { email: 'ayse@example.com.tr', firstName: 'Ayşe', lastName: 'Yılmaz' };
    expect(messages(TR, ok)).toEqual(['legals:legalsRequired']);
    expect(messages(TR, { ...ok, legals: true })).toEqual([]);
  });
});

describe('field order and completeness', () => {
  it('HU: a form missing only the salutation has the salutation as its first invalid field', () => {
    const errors = validateSignup(HU, values({ email: 'anna@example.hu', firstName: 'Anna', lastName: 'Kovács' }));
    expect(errors).toEqual({ salutation: 'salutationRequired' });
    expect(firstInvalidSignupField(errors, HU)).toBe('salutation');
  });

  it('TR: a form with only the legals box unticked has the legals as its first invalid field', () => {
    const errors = validateSignup(TR, values({ email: 'ayse@example.com.tr', firstName: 'Ayşe', lastName: 'Yılmaz' }));
    expect(errors).toEqual({ legals: 'legalsRequired' });
    expect(firstInvalidSignupField(errors, TR)).toBe('legals');
  });

  it('the market order holds every field: e-mail, salutation, names (HU family name first), DNE, legals', () => {
    expect(signupFieldOrder(HU)).toEqual(['email', 'salutation', 'lastName', 'firstName', 'dne', 'legals']);
    expect(signupFieldOrder(DE)).toEqual(['email', 'salutation', 'firstName', 'lastName', 'dne', 'legals']);
  });

  it('one field on blur: its own error only', () => {
    const v = values({ email: 'anna@', firstName: '' });
    expect(validateSignupField(HU, v, 'email')).toBe('emailInvalid');
    expect(validateSignupField(HU, v, 'firstName')).toBe('firstNameRequired');
    expect(validateSignupField(DE, v, 'firstName')).toBeUndefined();
  });
});

describe('base data, more', () => {
  it('a salutation outside the list is not prefilled', () => {
    const { values: v, disabled } = prefillFromBaseData(HU, values(), {
      email: 'anna@example.hu',
      salutation: 'DR',
      consents: [],
      legals: [],
    } as unknown as NewsletterBaseData);
    expect(v.salutation).toBe('');
    expect(disabled.salutation).toBeUndefined();
  });

  it('a page address of exactly 2 048 characters is sent, one longer is not', () => {
    const origin = 'https://shop.example';
    const path = `/${'p'.repeat(2048 - origin.length - 1)}`;
    expect(consentPageAddress(`${origin}${path}?doi=x`)).toBe(`${origin}${path}`);
    expect(consentPageAddress(`${origin}${path}p`)).toBeUndefined();
  });

  it('base data without an address keeps the address typed so far; without a legals list ticks nothing', () => {
    const typed = values({ email: 'anna@example.de' });
    const { values: v, disabled } = prefillFromBaseData(DE, typed, {
      firstName: 'Anna',
      consents: [],
    } as unknown as NewsletterBaseData);
    expect(v).toMatchObject({ email: 'anna@example.de', firstName: 'Anna', legals: false });
    expect(disabled.email).toBeUndefined();
    const empty = prefillFromBaseData(DE, values(), { email: '', consents: [], legals: [] });
    expect(empty.values.email).toBe('');
    expect(empty.disabled.email).toBeUndefined();
  });

  it(`a name of exactly ${SIGNUP_NAME_MAX} characters is prefilled disabled, one longer stays editable`, () => {
    const name = 'A'.repeat(SIGNUP_NAME_MAX);
    expect(
      prefillFromBaseData(AT, values(), { email: 'a@example.at', firstName: name, consents: [], legals: [] }).disabled
        .firstName,
    ).toBe(true);
    expect(
      prefillFromBaseData(AT, values(), { email: 'a@example.at', firstName: `${name}A`, consents: [], legals: [] })
        .disabled.firstName,
    ).toBe(false);
  });

  it('HU: the family name is sent without blanks around it', () => {
    const request = buildSubscriptionRequest(
      HU,
      values({ email: 'anna@example.hu', salutation: 'MRS', firstName: 'Anna', lastName: '  Kovács ' }),
    );
    expect(request.lastName).toBe('Kovács');
    expect(
      validateSignup(
        HU,
        values({ email: 'anna@example.hu', salutation: 'MRS', firstName: 'Anna', lastName: ' Kovács ' }),
      ),
    ).toEqual({});
  });
});
