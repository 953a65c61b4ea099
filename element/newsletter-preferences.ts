/**
 * `<newsletter-preferences market="HU" token="…">`: the newsletter preference page as a custom element with plain
 * DOM, no React, on the same core as `NewsletterPreferences`.
 *
 * Attributes: `market` (country code; default DE), `token` (the management token of the link; default the page's
 * `?token=`), `service-base` (the origin serving `/service/...`; default the page's own), `sign-up-href` (linked after
 * an unsubscribe), `id-prefix` (default `newsletter-preferences`). Properties: `client`, `actors`, `inspect` (set
 * before the element is connected). Event: `newsletter-preferences:ready` once rendered.
 *
 * Importing this module registers nothing: call `defineNewsletterPreferences()`.
 */
import { createActor, type Actor, type InspectionEvent, type Observer } from 'xstate';
import { loadNewsletterTexts, type NewsletterTexts } from '../core/newsletter/signup';
import { createBrowserEnv, readCsrfToken } from '../core/env';
import {
  connectPreferences,
  createPreferencesActors,
  loadPreferencesTexts,
  newsletterPreferencesMachine,
  PREFERENCES_TOKEN_FIELD,
  type PreferencesActors,
  type PreferencesSnapshot,
  type PreferencesTexts,
} from '../core/newsletter/preferences';
import { linkToken, linkTokenIn } from '../core/newsletter/common/link-token';
import { newsletterMarket, type Country } from '../core/markets';
import { createServiceClient, type ServiceClient } from '../openapi/client';
import { h, segmentNodes } from './dom';
import { spreadProps } from './spread-props';

type PreferencesActor = Actor<typeof newsletterPreferencesMachine>;
const ElementBase: typeof HTMLElement =
  typeof HTMLElement === 'undefined' ? (class {} as typeof HTMLElement) : HTMLElement;

const NAME_FIELDS = ['salutation', 'firstName', 'lastName'] as const;

export class NewsletterPreferencesElement extends ElementBase {
  static observedAttributes = ['market', 'token', 'service-base'];

  declare client?: ServiceClient;
  declare actors?: Partial<PreferencesActors>;
  declare inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void);

  private actor?: PreferencesActor;
  private texts?: { newsletter: NewsletterTexts; preferences: PreferencesTexts };
  private els?: ReturnType<NewsletterPreferencesElement['build']>;
  private run = 0;
  private env?: ReturnType<typeof createBrowserEnv>;
  /** The consent label's segments as rendered (rendered again only when they change). */
  private dneLabelShown?: string;

  /** The market the element serves: unknown or missing: DE. */
  get market(): Country {
    return newsletterMarket(this.getAttribute('market') ?? '').country;
  }

  /** The `token` attribute, else the page address's `?token=`. */
  private get token(): string {
    const given = this.getAttribute('token');
    return given === null ? linkTokenIn(this.ports().page.address(), PREFERENCES_TOKEN_FIELD) : linkToken(given);
  }

  private ports() {
    return (this.env ??= createBrowserEnv());
  }

  private get idPrefix() {
    return this.getAttribute('id-prefix') ?? 'newsletter-preferences';
  }

  connectedCallback() {
    void this.start();
  }

  disconnectedCallback() {
    this.run++;
    this.actor?.stop();
    this.actor = undefined;
  }

  attributeChangedCallback(_name: string, old: string | null, value: string | null) {
    if (old !== value && this.isConnected && this.actor) {
      this.disconnectedCallback();
      void this.start();
    }
  }

  private async start() {
    const run = ++this.run;
    const { country, locale } = newsletterMarket(this.market);
    const [newsletter, preferences] = await Promise.all([loadNewsletterTexts(locale), loadPreferencesTexts(locale)]);
    if (run !== this.run || !this.isConnected) return;
    this.texts = { newsletter, preferences };
    const client =
      this.client ??
      createServiceClient({
        origin: this.getAttribute('service-base') || location.origin,
        csrfToken: () => readCsrfToken(document.cookie),
      });
    const machine = newsletterPreferencesMachine.provide({
      // X-Original-Address comes from the page port: its origin and path only (D28).
      actors: { ...createPreferencesActors(client, { market: country, ports: () => this.ports() }), ...this.actors },
    });
    const actor = createActor(machine, {
      input: { token: this.token, market: country },
      ...(this.inspect ? { inspect: this.inspect } : {}),
    });
    this.actor = actor;
    this.dneLabelShown = undefined;
    this.els = this.build(actor.getSnapshot());
    this.replaceChildren(this.els.section);
    actor.subscribe((snapshot) => this.update(snapshot));
    actor.start();
    actor.send({ type: 'START' });
    this.update(actor.getSnapshot());
    this.dispatchEvent(new CustomEvent('newsletter-preferences:ready', { bubbles: true }));
  }

  private send = (event: Parameters<PreferencesActor['send']>[0]) => this.actor?.send(event);

  private view(snapshot: PreferencesSnapshot) {
    return connectPreferences(snapshot, this.send, this.texts!.newsletter, this.texts!.preferences, {
      idPrefix: this.idPrefix,
    });
  }

  /** Everything the page can show, built once; update() fills it in and hides what the state does not show. */
  private build(snapshot: PreferencesSnapshot) {
    const view = this.view(snapshot);
    const p = this.idPrefix;
    // Texts are set by update() once the state shows them: a catalogue's text may carry link marks to parse.
    const field = (control: HTMLInputElement | HTMLSelectElement) => {
      const message = h('span');
      const error = h(
        'p',
        { class: 'skv-error', hidden: true },
        h('span', { class: 'sk-visually-hidden' }, `${view.errorPrefix} `),
        message,
      );
      const labelEl = h('label', { class: 'skv-label' });
      const wrap = h('div', { class: 'skv-field', hidden: true }, labelEl, error, control);
      return { wrap, label: labelEl, error, message, control };
    };
    const fields = {
      salutation: field(h('select', { class: 'skv-input' })),
      firstName: field(h('input', { class: 'skv-input' })),
      lastName: field(h('input', { class: 'skv-input' })),
    };
    const names = h('div', { class: 'skv-names' }, fields.firstName.wrap, fields.lastName.wrap);
    const dne = h('input', { class: 'skv-checkbox' });
    const dneLabel = h('label', { class: 'skv-checkbox-label' });
    const save = h('button', { class: 'skv-button' });
    const formHeading = h('h3', { id: `${p}-change`, class: 'skv-subheading' });
    const form = h(
      'form',
      { class: 'skv-form skv-part', 'aria-labelledby': `${p}-change` },
      formHeading,
      fields.salutation.wrap,
      names,
      h('div', { class: 'skv-field skv-field--checkbox' }, h('div', { class: 'skv-check' }, dne, dneLabel)),
      save,
    );
    const unsubscribeButton = h('button', { class: 'skv-button skv-button--outline' });
    const unsubscribeHeading = h('h3', { id: `${p}-unsubscribe`, class: 'skv-subheading' });
    const unsubscribeHint = h('p');
    const unsubscribe = h(
      'form',
      { class: 'skv-part', 'aria-labelledby': `${p}-unsubscribe` },
      unsubscribeHeading,
      unsubscribeHint,
      unsubscribeButton,
    );
    const retry = h('button', { type: 'button', class: 'skv-button skv-button--outline', hidden: true });
    retry.addEventListener(
      'click',
      () => this.els && this.actor && this.view(this.actor.getSnapshot()).retry?.onClick(),
    );
    const record = {
      box: h('div', { class: 'skv-part', hidden: true }),
      emailLabel: h('dt'),
      email: h('dd', { class: 'skv-email' }),
      heading: h('h3', { class: 'skv-subheading' }),
      consents: h('ul', { class: 'skv-consents' }),
      changed: h('p', { class: 'skv-small' }),
    };
    record.box.append(
      h('dl', { class: 'skv-email-row' }, record.emailLabel, record.email),
      record.heading,
      record.consents,
      record.changed,
    );
    const signUp = this.getAttribute('sign-up-href');
    const doneNotice = h('p', { class: 'skv-notice' });
    const signUpAgain = signUp ? h('a', { class: 'skv-link', href: signUp }) : undefined;
    const done = h('div', { hidden: true }, doneNotice, ...(signUpAgain ? [h('p', {}, signUpAgain)] : []));
    const notices = h('div', { class: 'skv-notices', role: 'status' });
    const intro = h('p', { class: 'skv-intro' }, view.intro);
    const section = h(
      'section',
      { class: 'skv-newsletter skv-preferences', 'aria-labelledby': `${p}-headline`, lang: view.locale },
      h(
        'div',
        { class: 'skv-content' },
        h('h2', { id: `${p}-headline`, class: 'skv-headline' }, view.headline),
        intro,
        notices,
        retry,
        record.box,
        form,
        unsubscribe,
        done,
      ),
    );
    return {
      section,
      intro,
      notices,
      retry,
      record,
      form,
      formHeading,
      fields,
      names,
      dne,
      dneLabel,
      save,
      unsubscribe,
      unsubscribeHeading,
      unsubscribeHint,
      unsubscribeButton,
      done,
      doneNotice,
      signUpAgain,
    };
  }

  private update(snapshot: PreferencesSnapshot) {
    const els = this.els;
    if (!els || !this.texts) return;
    const view = this.view(snapshot);
    const editing = Boolean(view.form);
    els.intro.hidden = !view.showIntro;
    const messages = [...(view.notice ? [view.notice] : []), ...(view.invalidNotice ? [view.invalidNotice] : [])];
    const key = JSON.stringify([view.loading, messages]);
    if (els.notices.dataset.key !== key) {
      els.notices.dataset.key = key;
      els.notices.replaceChildren(
        ...(view.loading ? [h('p', { class: 'skv-muted' }, view.loading)] : []),
        ...messages.map((m) => h('p', { id: m.id, class: `skv-notice skv-notice--${m.tone}` }, m.text)),
      );
    }
    els.retry.hidden = !view.retry;
    if (view.retry) els.retry.textContent = view.retry.label;
    els.record.box.hidden = !view.subscription;
    if (view.subscription) {
      const s = view.subscription;
      els.record.emailLabel.textContent = s.emailLabel;
      els.record.email.textContent = s.email;
      els.record.heading.textContent = s.consentsHeading;
      const consentsKey = JSON.stringify(s.consents);
      if (els.record.consents.dataset.key !== consentsKey) {
        els.record.consents.dataset.key = consentsKey;
        els.record.consents.replaceChildren(
          ...s.consents.map((c) =>
            h(
              'li',
              { 'data-given': c.given || undefined },
              h('span', {}, ...segmentNodes(c.label)),
              h('span', { class: 'skv-small' }, c.state),
            ),
          ),
        );
      }
      els.record.changed.hidden = !s.changed;
      els.record.changed.textContent = s.changed ?? '';
    }
    els.form.hidden = !editing;
    els.unsubscribe.hidden = !view.unsubscribe;
    els.done.hidden = !view.unsubscribed;
    if (view.unsubscribed) {
      els.doneNotice.className = `skv-notice skv-notice--${view.unsubscribed.tone}`;
      els.doneNotice.replaceChildren(h('strong', {}, view.unsubscribed.headline), ' ', view.unsubscribed.body);
      if (els.signUpAgain) els.signUpAgain.textContent = view.unsubscribed.signUpAgain;
    }
    if (view.form) {
      spreadProps(els.form, view.form.getFormProps());
      els.formHeading.textContent = view.form.heading;
      // The names in the market's order (HU: the family name first).
      els.names.append(...view.form.nameOrder.map((name) => els.fields[name].wrap));
      for (const name of NAME_FIELDS) {
        const f = view.form[name];
        const slot = els.fields[name];
        slot.wrap.hidden = !f;
        if (!f) continue;
        slot.label.replaceChildren(
          f.label,
          ...(f.required ? [' ', h('span', { class: 'skv-required', 'aria-hidden': 'true' }, '*')] : []),
        );
        spreadProps(slot.label, f.getLabelProps());
        // The options come with the form (the subscription loaded), before the select's value is spread.
        if ('options' in f && slot.control instanceof HTMLSelectElement && slot.control.options.length === 0) {
          slot.control.append(...f.options.map((o) => h('option', { value: o.value }, o.text)));
        }
        spreadProps(slot.control, 'getSelectProps' in f ? f.getSelectProps() : f.getInputProps());
        spreadProps(slot.error, f.getErrorProps());
        slot.message.textContent = f.error ?? '';
        slot.wrap.classList.toggle('skv-field--error', Boolean(f.error));
      }
      spreadProps(els.dne, view.form.dne.getCheckboxProps());
      const dneLabel = JSON.stringify(view.form.dne.label);
      if (this.dneLabelShown !== dneLabel) {
        this.dneLabelShown = dneLabel;
        els.dneLabel.replaceChildren(...segmentNodes(view.form.dne.label));
      }
      spreadProps(els.dneLabel, view.form.dne.getLabelProps());
      spreadProps(els.save, view.form.saveButton.getButtonProps());
      els.save.textContent = view.form.saveButton.label;
    }
    if (view.unsubscribe) {
      els.unsubscribeHeading.textContent = view.unsubscribe.heading;
      els.unsubscribeHint.textContent = view.unsubscribe.hint;
      spreadProps(els.unsubscribe, view.unsubscribe.getFormProps());
      spreadProps(els.unsubscribeButton, view.unsubscribe.button.getButtonProps());
      els.unsubscribeButton.textContent = view.unsubscribe.button.label;
    }
  }
}

/** Registers the element (once) under `tagName`. */
export function defineNewsletterPreferences(tagName = 'newsletter-preferences'): void {
  if (!customElements.get(tagName)) customElements.define(tagName, class extends NewsletterPreferencesElement {});
}

declare global {
  interface HTMLElementTagNameMap {
    'newsletter-preferences': NewsletterPreferencesElement;
  }
}
