import { createActor } from 'xstate';
import { newsletterMarket } from '../../markets/newsletter-markets';
import { connectSignup } from '../signup/signup.connect';
import { newsletterSignupMachine, type SignupResume } from '../signup/signup.machine';
import { NEWSLETTER_FORMS, NEWSLETTER_FORM_FIELD } from '../signup/signup.fields';
import type { NewsletterTexts, NewsletterTextSegment } from '../signup/signup.texts';
import { headingTags, type HeadingLevel } from '../common/headings';

/**
 * The sign-up as server HTML for any server: the `<newsletter-signup>` element around its form, which posts to
 * `action` without JavaScript and is enhanced by `storefront-kit/standalone` once its script arrives. The texts ride
 * along as JSON, not as a script, so a strict CSP allows them.
 */
export interface SignupFormHtmlOptions {
  /** Country code of the market (anything unknown is DE). */
  market: string;
  /** The market's texts: `loadNewsletterTexts(newsletterMarket(market).locale)`. */
  texts: NewsletterTexts;
  /** Where the form posts without JavaScript; default the page itself. */
  action?: string;
  /** Prefix of the element ids; give each form on a page its own. Default `newsletter`. */
  idPrefix?: string;
  /** The host's heading level for the headline (1 to 5; default 2). */
  headingLevel?: HeadingLevel;
  /** The origin serving `/service/...` (the calls and the image); default the page's own. */
  serviceBase?: string;
  /** Where the image files are (a base URL, written as the element's `image-base`); default the service's. */
  imageBase?: string;
  /** Where a posted form left off (`handleNewsletterPost`'s answer): errors, values, the pending view. */
  resume?: SignupResume;
}

type Attrs = object;
const NAMES: Record<string, string> = { htmlFor: 'for', className: 'class' };
const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The kit's props vocabulary as HTML attributes, as the element's spreadProps writes them (handlers left out). */
function attrs(props: Attrs): string {
  let out = '';
  for (const [key, value] of Object.entries(props as Record<string, unknown>)) {
    if (value === undefined || value === null || value === false || typeof value === 'function') continue;
    const name = NAMES[key] ?? (key.startsWith('aria-') || key.startsWith('data-') ? key : key.toLowerCase());
    if (value === true && !name.startsWith('aria-') && !name.startsWith('data-')) out += ` ${name}`;
    else out += ` ${name}="${escape(String(value))}"`;
  }
  return out;
}
const h = (tag: string, props: Attrs, ...children: string[]) => `<${tag}${attrs(props)}>${children.join('')}</${tag}>`;
const segments = (list: NewsletterTextSegment[]) =>
  list
    .map((s) => (s.kind === 'link' ? h('a', { class: 'skv-link', href: s.href }, escape(s.text)) : escape(s.text)))
    .join('');

/** The sign-up form's HTML for a market: `<newsletter-signup>` with the form inside, ready for the standalone element. */
export function renderSignupFormHtml(options: SignupFormHtmlOptions): string {
  const { texts, idPrefix = 'newsletter', serviceBase = '', imageBase } = options;
  const country = newsletterMarket(options.market).country;
  const actor = createActor(newsletterSignupMachine, { input: { market: country, resume: options.resume } });
  const view = connectSignup(actor.getSnapshot(), () => {}, texts, { idPrefix, ...(imageBase && { imageBase }) });
  const { heading, subHeading } = headingTags(options.headingLevel);
  const at = (path: string) => (path.startsWith('/') && !imageBase ? `${serviceBase}${path}` : path);
  const srcset = (set: string) => set.replace(/(^|,\s*)(\S+)/g, (_m, sep: string, url: string) => `${sep}${at(url)}`);
  const required = (on: boolean) => (on ? ` ${h('span', { class: 'skv-required', 'aria-hidden': 'true' }, '*')}` : '');
  const error = (field: { error?: string; getErrorProps(): Attrs }) =>
    h(
      'p',
      { class: 'skv-error', ...field.getErrorProps() },
      h('span', { class: 'sk-visually-hidden' }, `${escape(view.errorPrefix)} `),
      h('span', {}, escape(field.error ?? '')),
    );
  const text = (name: 'email' | 'firstName' | 'lastName') => {
    const f = view.fields[name];
    if (!f) return '';
    return h(
      'div',
      { class: `skv-field${f.error ? ' skv-field--error' : ''}` },
      h('label', { class: 'skv-label', ...f.getLabelProps() }, escape(f.label), required(f.required)),
      error(f),
      `<input${attrs({ class: 'skv-input', ...f.getInputProps() })}>`,
    );
  };
  const salutation = view.fields.salutation;
  const box = (name: 'dne' | 'legals') => {
    const f = view.fields[name];
    if (!f) return '';
    return h(
      'div',
      { class: `skv-field skv-field--checkbox${f.error ? ' skv-field--error' : ''}` },
      error(f),
      h(
        'div',
        { class: 'skv-check' },
        `<input${attrs({ class: 'skv-checkbox', ...f.getCheckboxProps() })}>`,
        h('label', { class: 'skv-checkbox-label', ...f.getLabelProps() }, segments(f.label), required(f.required)),
      ),
    );
  };
  const form = h(
    'form',
    { class: 'skv-form', action: options.action, ...view.getFormProps(), hidden: !view.showForm },
    `<input type="hidden" name="${NEWSLETTER_FORM_FIELD}" value="${NEWSLETTER_FORMS.signup}">`,
    h('div', { class: 'skv-slot', 'data-slot': 'email' }, text('email')),
    h(
      'div',
      { class: 'skv-trap', ...view.honeypot.getBoxProps() },
      h('label', view.honeypot.getLabelProps(), escape(view.honeypot.label)),
      `<input${attrs(view.honeypot.getInputProps())}>`,
    ),
    h(
      'div',
      { class: 'skv-extra', ...view.getExtraProps() },
      h(
        'div',
        { class: 'skv-slot', 'data-slot': 'salutation' },
        salutation
          ? h(
              'div',
              { class: `skv-field${salutation.error ? ' skv-field--error' : ''}` },
              h(
                'label',
                { class: 'skv-label', ...salutation.getLabelProps() },
                escape(salutation.label),
                required(salutation.required),
              ),
              error(salutation),
              h(
                'select',
                { class: 'skv-input', ...salutation.getSelectProps(), value: undefined },
                ...salutation.options.map((o) =>
                  h(
                    'option',
                    { value: o.value, selected: o.value === salutation.value && o.value !== '' },
                    escape(o.text),
                  ),
                ),
              ),
            )
          : '',
      ),
      h('div', { class: 'skv-names' }, ...view.nameOrder.map(text)),
      h(
        'div',
        // `data-served`: collapsed by the style sheet where scripts run (the element's own collapse, measured, takes over).
        { class: 'skv-legal', 'data-state': 'collapsed', 'data-served': '' },
        h(subHeading, { class: 'skv-subheading' }, escape(view.legalNotice.heading)),
        h('p', { class: 'skv-legal-text', id: `${idPrefix}-legal-content` }, segments(view.legalNotice.segments)),
        h('button', { class: 'skv-text-button', type: 'button' }, escape(view.legalNotice.showMore)),
      ),
      h('div', { class: 'skv-slot', 'data-slot': 'dne' }, box('dne')),
      h('div', { class: 'skv-slot', 'data-slot': 'legals' }, box('legals')),
    ),
    h('button', { class: 'skv-button', ...view.submitButton.getButtonProps() }, escape(view.submitButton.label)),
    h('p', { role: 'status', class: 'sk-visually-hidden' }),
    h('p', { class: 'skv-small' }, segments(view.privacyNotice)),
  );
  const notices = view.notices.map((m) =>
    h('p', { id: m.id, class: `skv-notice skv-notice--${m.tone}` }, escape(m.text)),
  );
  // The same box the element keeps (hidden until a sign-up is pending), so nothing moves when it takes over.
  const pending = view.pending;
  const pendingBox = h(
    'div',
    { class: 'skv-pending', hidden: !pending },
    h(subHeading, { class: 'skv-subheading' }, escape(pending?.headline ?? '')),
    h('p', {}, escape(pending?.body ?? '')),
    h('p', {}, escape(pending?.hint ?? '')),
    h('p', { class: 'skv-muted', hidden: true }),
    h('p', { class: 'skv-notice', hidden: true }),
    h('button', { type: 'button', class: 'skv-button skv-button--outline', hidden: true }),
  );
  const section = h(
    'section',
    { class: 'skv-newsletter', 'aria-labelledby': `${idPrefix}-headline`, lang: view.locale },
    h(
      'div',
      { class: 'skv-media' },
      h(
        'picture',
        {},
        ...view.image.sources.map(
          (s) =>
            `<source${attrs({ media: s.media, srcset: srcset(s.srcSet), sizes: s.sizes, width: s.width, height: s.height })}>`,
        ),
        `<img${attrs({ class: 'skv-image', src: at(view.image.src), srcset: srcset(view.image.srcSet), alt: view.image.alt, width: view.image.width, height: view.image.height, loading: 'lazy', decoding: 'async' })}>`,
      ),
      h('p', { class: 'skv-discount' }, escape(view.discountBanner)),
    ),
    h(
      'div',
      { class: 'skv-content' },
      h(heading, { id: `${idPrefix}-headline`, class: 'skv-headline' }, escape(view.headline)),
      h('p', { class: 'skv-intro' }, escape(view.intro)),
      h('div', { class: 'skv-notices', role: 'status' }, ...notices),
      h(
        'div',
        { class: 'skv-anchor', tabindex: -1 },
        view.errorNotice
          ? h(
              'p',
              { class: `skv-notice skv-notice--${view.errorNotice.tone}`, role: 'alert' },
              escape(view.errorNotice.text),
            )
          : '',
      ),
      form,
      h('div', { class: 'skv-anchor', tabindex: -1, role: 'status' }, pendingBox),
      h('p', { id: view.voucherId, class: 'skv-small' }, segments(view.voucherFootnote)),
    ),
  );
  // JSON in a data block: `<` escaped so no text in it can close the block.
  const json = JSON.stringify(texts).replace(/</g, '\\u003c');
  return h(
    'newsletter-signup',
    {
      market: country,
      'id-prefix': idPrefix,
      'heading-level': options.headingLevel,
      'service-base': options.serviceBase || undefined,
      'image-base': imageBase || undefined,
    },
    section,
    // The market's row rides along too: the standalone element carries no table of the nine markets (D153).
    `<script type="application/json" data-sk-texts data-sk-market="${escape(JSON.stringify(newsletterMarket(country)))}">${json}</script>`,
  );
}
