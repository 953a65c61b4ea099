/**
 * `<newsletter-signup market="AT">`: the newsletter sign-up as a custom element with plain DOM, no React, on the same
 * core as the React view.
 *
 * Attributes: `market` (country code; default DE), `origin` and `origin-addition` (where the sign-up came
 * from, sent with it; default `onsite`/`subsite`), `service-base` (the origin serving `/service/...`; default the
 * page's own), `image-base` (where the image files are; default the service's), `doi-token` (a double opt-in token to
 * confirm; default the page's `?doi=`), `id-prefix` (element ids; default `newsletter`), `heading-level` (the host's
 * level for the headline, 1 to 5; default 2; sub-headings one below).
 * Properties: `client`, `backend`, `imageBase`, `actors`, `inspect` (set before the element is connected). Events:
 * `newsletter-signup:ready` once the form is rendered.
 *
 * Importing this module registers nothing: call `defineNewsletterSignup()`. It can be imported where no DOM
 * exists (server rendering, Node): the class then extends a stand-in and is never defined.
 */
import { createActor, type Actor, type InspectionEvent, type Observer } from 'xstate';
import {
  afterPointerRelease,
  connectExpandableText,
  moveFocusOutOfCollapsed,
  connectSteadyMessage,
  expandableTextMachine,
  isPointerHeld,
  watchPointerHold,
} from '../core/widgets';
import {
  headingTags,
  DOI_FORM_FIELD,
  NEWSLETTER_FORMS,
  NEWSLETTER_FORM_FIELD,
  connectSignup,
  createNewsletterActors,
  loadNewsletterTexts,
  newsletterSignupMachine,
  type NewsletterActors,
  type NewsletterMessage,
  type NewsletterSignupView,
  type NewsletterTexts,
  type SignupField,
  type SignupSnapshot,
} from '../core/newsletter/signup';
import { extraFieldsOnScreen, focusSignupField, revealSignupMessage } from '../core/newsletter/signup/signup.dom';
import { createBrowserPagePorts, type PagePorts } from '../core/env';
import { linkToken, linkTokenIn } from '../core/newsletter/common/link-token';
import { newsletterMarket } from '../core/markets/newsletter-markets';
import type { Country } from '../core/markets/countries';
import type { ServiceClient } from '../openapi/client';
import { createServiceCalls } from '../openapi/calls';
import { createSignupBackend, type SignupBackend } from '../core/backend';
import type { AssetSource } from '../core/assets';
import { domMeasurePort, h, segmentNodes } from './dom';
import { spreadProps } from './spread-props';

export type InspectObserver = Observer<InspectionEvent> | ((event: InspectionEvent) => void);
type SignupActor = Actor<typeof newsletterSignupMachine>;
type ExpandableTextActor = Actor<typeof expandableTextMachine>;

interface FieldSlot {
  wrap: HTMLElement;
  label: HTMLLabelElement;
  error: HTMLElement;
  message: HTMLElement;
  control: HTMLInputElement | HTMLSelectElement;
  labelKey?: string;
  /** The message the field shows now: it may lag the view model while a pointer is held. */
  shown?: string;
}

const CHECKBOXES = ['dne', 'legals'] as const;

// No HTMLElement outside a browser: importing the module there must not throw.
const ElementBase: typeof HTMLElement =
  typeof HTMLElement === 'undefined' ? (class {} as typeof HTMLElement) : HTMLElement;

export class NewsletterSignupElement extends ElementBase {
  static observedAttributes = [
    'market',
    'doi-token',
    'origin',
    'origin-addition',
    'service-base',
    'image-base',
    'heading-level',
  ];

  // `declare`, not fields: a property set before the element was upgraded is kept, not reset by an initializer.
  /** The typed service client; default: one for this page's origin, echoing the CSRF cookie. */
  declare client?: ServiceClient;
  /** The shop's own API as plain async functions; with it and no `client`, nothing is asked of `/service`. */
  declare backend?: SignupBackend;
  /** Where the image files are: a base URL, a function per file name, or `false` for none; wins over `image-base`. */
  declare imageBase?: AssetSource;
  /** Replaces service actors one by one (tests); wins over `client` and `backend`. */
  declare actors?: Partial<NewsletterActors>;
  /** An XState inspection observer (the demo's `?inspect`); none by default. */
  declare inspect?: InspectObserver;

  #actor?: SignupActor;
  /** The legal notice's expand/collapse. */
  #legal?: ExpandableTextActor;
  #env?: PagePorts;
  #texts?: NewsletterTexts;
  #run = 0;
  #slots: Partial<Record<SignupField, FieldSlot>> = {};
  #focusRequest?: SignupField;
  #els?: ReturnType<NewsletterSignupElement['build']>;
  /** An update waits for the pressed pointer's release. */
  #heldUpdate = false;

  /** The market the element serves: unknown or missing: DE. */
  get market(): Country {
    return newsletterMarket(this.getAttribute('market') ?? '').country;
  }

  connectedCallback() {
    watchPointerHold(document);
    void this.#start();
  }

  disconnectedCallback() {
    this.#stop();
  }

  attributeChangedCallback(_name: string, old: string | null, value: string | null) {
    if (old !== value && this.isConnected && this.#actor) {
      this.#stop();
      void this.#start();
    }
  }

  #stop() {
    this.#run++;
    this.#actor?.stop();
    this.#actor = undefined;
    this.#legal?.stop();
    this.#legal = undefined;
  }

  #ports() {
    return (this.#env ??= createBrowserPagePorts());
  }

  async #start() {
    const run = ++this.#run;
    const { country, locale } = newsletterMarket(this.market);
    // Server HTML (renderSignupFormHtml) brings the market's texts and the form the shopper may have used already.
    const served = this.querySelector<HTMLFormElement>('form.skv-form');
    const texts = embeddedTexts(this) ?? (await loadNewsletterTexts(locale));
    if (run !== this.#run || !this.isConnected) return;
    this.#texts = texts;
    const client = this.client ?? (this.backend ? undefined : createServiceCalls({ origin: this.#serviceBase }));
    const machine = newsletterSignupMachine.provide({
      actors: {
        ...(client ? createNewsletterActors(client, { market: country, ports: () => this.#ports() }) : {}),
        ...(this.backend && !this.client ? createSignupBackend(this.backend, country) : {}),
        ...this.actors,
      },
      actions: {
        focusField: (_, { field }) => {
          this.#focusRequest = field;
        },
        revealMessage: (_, { message }) => this.#reveal(message),
      },
    });
    const actor = createActor(machine, {
      input: {
        market: country,
        doiToken: this.#doiToken,
        origin: this.getAttribute('origin') || undefined,
        originAddition: this.getAttribute('origin-addition') || undefined,
        dataLayer: { push: (event) => this.#ports().dataLayer.push(event) },
        logger: { error: (m, d) => this.#ports().logger.error(m, d), warn: (m, d) => this.#ports().logger.warn(m, d) },
      },
      ...(this.inspect ? { inspect: this.inspect } : {}),
    });
    this.#actor = actor;
    this.#slots = {};
    this.#els = this.build(actor.getSnapshot(), texts);
    actor.subscribe((snapshot) => this.#update(snapshot));
    actor.start();
    // What was typed into the server's form, and where the focus is, carry over into the element's own.
    const focus = served && enhancedFocus(served);
    if (served)
      connectSignup(actor.getSnapshot(), this.#send, texts, this.#connectOptions).adoptTypedInput(
        served,
        extraFieldsOnScreen(served.querySelector('.skv-extra')),
      );
    this.#update(actor.getSnapshot());
    this.replaceChildren(this.#els.section);
    focus?.(this.#els.form);
    this.#startLegalNotice(
      this.#els.legal,
      connectSignup(actor.getSnapshot(), this.#send, texts, this.#connectOptions).legalNotice,
    );
    actor.send({ type: 'START' });
    this.dispatchEvent(new CustomEvent('newsletter-signup:ready', { bubbles: true }));
  }

  /** The `doi-token` attribute; without one, the page's `?doi=` (an empty attribute: none, D140). */
  get #doiToken() {
    const given = this.getAttribute('doi-token');
    return (given === null ? linkTokenIn(this.#ports().page.address(), DOI_FORM_FIELD) : linkToken(given)) || undefined;
  }

  /** The `imageBase` property, else the `image-base` attribute; undefined: the service's images. */
  get #images(): AssetSource | undefined {
    return this.imageBase ?? (this.getAttribute('image-base') || undefined);
  }

  get #connectOptions() {
    const imageBase = this.#images;
    return { idPrefix: this.#idPrefix, ...(imageBase === undefined ? {} : { imageBase }) };
  }

  /** The origin serving `/service/...`: the calls and the newsletter image come from there. */
  get #serviceBase() {
    return (this.getAttribute('service-base') || location.origin).replace(/\/+$/, '');
  }

  /** A path of the service (`/service/...`) at the service's origin, not the page's; a host's image base as given. */
  #atService(path: string) {
    return path.startsWith('/') && this.#images === undefined ? `${this.#serviceBase}${path}` : path;
  }

  /** Each candidate of a `srcset` (`url 1x, url 2x`) at the service's origin. */
  #srcsetAtService(srcset: string) {
    return srcset
      .split(',')
      .map((candidate) => candidate.trim().replace(/^\S+/, (url) => this.#atService(url)))
      .join(', ');
  }

  get #idPrefix() {
    return this.getAttribute('id-prefix') ?? 'newsletter';
  }

  #send = (event: Parameters<SignupActor['send']>[0]) => this.#actor?.send(event);

  /** The parts that never change for one market and texts; fields are added by update() when the view has them. */
  private build(snapshot: SignupSnapshot, texts: NewsletterTexts) {
    const view = connectSignup(snapshot, this.#send, texts, this.#connectOptions);
    const p = this.#idPrefix;
    const { heading, subHeading } = headingTags(this.getAttribute('heading-level'));
    const picture =
      this.#images === false
        ? undefined
        : h(
            'picture',
            {},
            ...view.image.sources.map((s) =>
              h('source', {
                media: s.media,
                srcset: this.#srcsetAtService(s.srcSet),
                ...(s.sizes ? { sizes: s.sizes } : {}),
                width: s.width,
                height: s.height,
              }),
            ),
            h('img', {
              class: 'skv-image',
              src: this.#atService(view.image.src),
              srcset: this.#srcsetAtService(view.image.srcSet),
              alt: view.image.alt,
              width: view.image.width,
              height: view.image.height,
              loading: 'lazy',
              decoding: 'async',
            }),
          );
    const legal = {
      root: h('div', { class: 'skv-legal' }, h(subHeading, { class: 'skv-subheading' }, view.legalNotice.heading)),
      content: h('p', { class: 'skv-legal-text' }, ...segmentNodes(view.legalNotice.segments)),
      toggle: h('button', { class: 'skv-text-button' }),
    };
    legal.root.append(legal.content, legal.toggle);
    const names = h('div', { class: 'skv-names' });
    const extra = h(
      'div',
      { class: 'skv-extra' },
      h('div', { class: 'skv-slot', 'data-slot': 'salutation' }),
      names,
      legal.root,
      h('div', { class: 'skv-slot', 'data-slot': 'dne' }),
      h('div', { class: 'skv-slot', 'data-slot': 'legals' }),
    );
    const honeypot = h('input');
    const trapLabel = h('label', {}, view.honeypot.label);
    const trap = h('div', { class: 'skv-trap' }, trapLabel, honeypot);
    const submit = h('button', { class: 'skv-button' }, view.submitButton.label);
    // Says "sending…" while the button is busy (aria-disabled, whose new label no screen reader reads out).
    const busyStatus = h('p', { role: 'status', class: 'sk-visually-hidden' });
    const emailSlot = h('div', { class: 'skv-slot', 'data-slot': 'email' });
    const form = h(
      'form',
      { class: 'skv-form' },
      h('input', { type: 'hidden', name: NEWSLETTER_FORM_FIELD, value: NEWSLETTER_FORMS.signup }),
      emailSlot,
      trap,
      extra,
      submit,
      busyStatus,
      h('p', { class: 'skv-small' }, ...segmentNodes(view.privacyNotice)),
    );
    const notices = h('div', { class: 'skv-notices', role: 'status' });
    const errorAnchor = h('div', { class: 'skv-anchor', tabindex: -1 });
    const resend = h('button', { type: 'button', class: 'skv-button skv-button--outline', hidden: true });
    resend.addEventListener('click', () => this.#send({ type: 'RESEND' }));
    const pending = {
      box: h('div', { class: 'skv-pending', hidden: true }),
      headline: h(subHeading, { class: 'skv-subheading' }),
      body: h('p'),
      hint: h('p'),
      resendHint: h('p', { class: 'skv-muted' }),
      status: h('p', { class: 'skv-notice' }),
      resend,
    };
    pending.box.append(pending.headline, pending.body, pending.hint, pending.resendHint, pending.status, resend);
    const successAnchor = h('div', { class: 'skv-anchor', tabindex: -1, role: 'status' }, pending.box);
    const section = h(
      'section',
      { class: 'skv-newsletter', 'aria-labelledby': `${p}-headline`, lang: view.locale },
      h(
        'div',
        { class: 'skv-media' },
        ...(picture ? [picture] : []),
        h('p', { class: 'skv-discount' }, view.discountBanner),
      ),
      h(
        'div',
        { class: 'skv-content' },
        h(heading, { id: `${p}-headline`, class: 'skv-headline' }, view.headline),
        h('p', { class: 'skv-intro' }, view.intro),
        notices,
        errorAnchor,
        form,
        successAnchor,
        h('p', { id: view.voucherId, class: 'skv-small' }, ...segmentNodes(view.voucherFootnote)),
      ),
    );
    return {
      section,
      form,
      extra,
      names,
      submit,
      busyStatus,
      notices,
      errorAnchor,
      successAnchor,
      pending,
      honeypot,
      trap,
      trapLabel,
      legal,
    };
  }

  /** The legal notice collapses to its height; the toggle shows only while the text is taller. */
  #startLegalNotice(
    els: { root: HTMLElement; content: HTMLElement; toggle: HTMLButtonElement },
    notice: NewsletterSignupView['legalNotice'],
  ) {
    const legal = createActor(expandableTextMachine, {
      input: { measure: domMeasurePort(els.content), collapsedHeight: notice.collapsedHeight },
    });
    this.#legal = legal;
    const render = () => {
      const api = connectExpandableText(legal.getSnapshot(), (event) => legal.send(event), {
        ids: { content: `${this.#idPrefix}-legal-content` },
        labels: { more: notice.showMore, less: notice.showLess },
        expectOverflow: true,
      });
      spreadProps(els.root, api.getRootProps());
      spreadProps(els.content, api.getContentProps());
      spreadProps(els.toggle, api.getToggleProps());
      els.toggle.textContent = api.toggleLabel;
      if (api.collapsed) moveFocusOutOfCollapsed(els.content, els.toggle);
    };
    render();
    legal.subscribe(render);
    legal.start();
  }

  #slotFor(name: string): HTMLElement {
    return this.#els!.section.querySelector<HTMLElement>(`[data-slot="${name}"]`) ?? this.#els!.names;
  }

  /** A labelled control with its error message (GOV.UK pattern: message above the control, tied by aria-describedby). */
  #createField(field: SignupField, kind: 'text' | 'select' | 'checkbox', view: NewsletterSignupView): FieldSlot {
    let control: HTMLInputElement | HTMLSelectElement;
    if (kind === 'select') {
      control = h(
        'select',
        { class: 'skv-input' },
        ...(view.fields.salutation?.options ?? []).map((o) => h('option', { value: o.value }, o.text)),
      );
    } else if (kind === 'checkbox') {
      control = h('input', { class: 'skv-checkbox' });
    } else {
      control = h('input', { class: 'skv-input' });
    }
    const label = h('label', { class: kind === 'checkbox' ? 'skv-checkbox-label' : 'skv-label' });
    const message = h('span');
    const error = h(
      'p',
      { class: 'skv-error', hidden: true },
      h('span', { class: 'sk-visually-hidden' }, `${view.errorPrefix} `),
      message,
    );
    const wrap =
      kind === 'checkbox'
        ? h('div', { class: 'skv-field skv-field--checkbox' }, error, h('div', { class: 'skv-check' }, control, label))
        : h('div', { class: 'skv-field' }, label, error, control);
    this.#slotFor(field === 'firstName' || field === 'lastName' ? 'names' : field).append(wrap);
    return { wrap, label, error, message, control };
  }

  #update(snapshot: SignupSnapshot) {
    const els = this.#els;
    const texts = this.#texts;
    if (!els || !texts) return;
    const view = connectSignup(snapshot, this.#send, texts, this.#connectOptions);

    els.form.hidden = !view.showForm;
    spreadProps(els.form, view.getFormProps());
    spreadProps(els.submit, view.submitButton.getButtonProps());
    els.submit.textContent = view.submitButton.label;
    if (els.busyStatus.textContent !== view.busyStatus) els.busyStatus.textContent = view.busyStatus;
    spreadProps(els.extra, view.getExtraProps());
    spreadProps(els.trap, view.honeypot.getBoxProps());
    spreadProps(els.trapLabel, view.honeypot.getLabelProps());
    // The value is written when the machine's changes (a reset): a value a script set stays until the form is sent.
    spreadProps(els.honeypot, view.honeypot.getInputProps());

    const fields: [SignupField, 'text' | 'select' | 'checkbox'][] = [
      // Names in the market's order (HU: family name first): created, and so placed, in that order.
      ...(['email', ...view.nameOrder] as const).map((f) => [f, 'text'] as [SignupField, 'text']),
      ['salutation', 'select'],
      ...CHECKBOXES.map((f) => [f, 'checkbox'] as [SignupField, 'checkbox']),
    ];
    for (const [field, kind] of fields) {
      const f = view.fields[field];
      if (!f) {
        if (this.#slots[field]) this.#slots[field].wrap.hidden = true;
        continue;
      }
      const slot = (this.#slots[field] ??= this.#createField(field, kind, view));
      slot.wrap.hidden = false;
      const labelKey = JSON.stringify([f.label, f.required]);
      if (slot.labelKey !== labelKey) {
        slot.label.replaceChildren(...(typeof f.label === 'string' ? [f.label] : segmentNodes(f.label)));
        // Required fields are marked with an asterisk, as the React widgets do (the control carries `required`).
        if (f.required) slot.label.append(' ', h('span', { class: 'skv-required', 'aria-hidden': 'true' }, '*'));
        slot.labelKey = labelKey;
      }
      const control = slot.control;
      spreadProps(slot.label, f.getLabelProps());
      spreadProps(
        control,
        'getSelectProps' in f ? f.getSelectProps() : 'getCheckboxProps' in f ? f.getCheckboxProps() : f.getInputProps(),
      );
      // A message that would come or go under a pressed pointer waits for the release (D26).
      const steady = connectSteadyMessage(slot.shown, f.error, isPointerHeld());
      if (steady.held) this.#updateAfterRelease();
      slot.shown = steady.message;
      if (!steady.held) spreadProps(slot.error, f.getErrorProps());
      slot.error.hidden = !steady.visible;
      slot.error.style.visibility = steady.ghost ? 'hidden' : '';
      if (steady.ghost) slot.error.setAttribute('aria-hidden', 'true');
      else slot.error.removeAttribute('aria-hidden');
      slot.message.textContent = steady.message ?? '';
      slot.wrap.classList.toggle('skv-field--error', steady.visible);
    }

    syncNotices(els.notices, view.notices);
    syncNotices(els.errorAnchor, view.errorNotice ? [view.errorNotice] : [], 'alert');

    const pending = view.pending;
    els.pending.box.hidden = !pending;
    if (pending) {
      els.pending.headline.textContent = pending.headline;
      els.pending.body.textContent = pending.body;
      els.pending.hint.textContent = pending.hint;
      els.pending.resendHint.hidden = !pending.resendHint;
      els.pending.resendHint.textContent = pending.resendHint ?? '';
      els.pending.status.hidden = !pending.status;
      els.pending.status.textContent = pending.status?.text ?? '';
      if (pending.status) els.pending.status.className = `skv-notice skv-notice--${pending.status.tone}`;
      els.pending.resend.hidden = !pending.resend;
      els.pending.resend.textContent = pending.resend?.label ?? '';
      els.pending.resend.disabled = Boolean(pending.resend?.busy);
    }

    // Focus requests of the machine (first invalid field) are carried out once the DOM shows that field.
    const focus = this.#focusRequest;
    this.#focusRequest = undefined;
    const target = focus ? this.#slots[focus]?.control : undefined;
    if (target) queueMicrotask(() => focusSignupField(target));
  }

  #updateAfterRelease() {
    if (this.#heldUpdate) return;
    this.#heldUpdate = true;
    afterPointerRelease(() => {
      this.#heldUpdate = false;
      if (this.#actor) this.#update(this.#actor.getSnapshot());
    });
  }

  #reveal(message: 'success' | 'error') {
    revealSignupMessage(message, (m) => (m === 'success' ? this.#els?.successAnchor : this.#els?.errorAnchor));
  }
}

/** The market's texts the server rendered beside its form (a JSON data block, which no CSP stops). */
function embeddedTexts(host: HTMLElement): NewsletterTexts | undefined {
  const block = host.querySelector('script[type="application/json"][data-sk-texts]');
  try {
    return block?.textContent ? (JSON.parse(block.textContent) as NewsletterTexts) : undefined;
  } catch {
    return undefined;
  }
}

/** Where the focus was in the server's form: restores it (and the caret) on the element's control of that name. */
function enhancedFocus(form: HTMLFormElement): ((next: HTMLFormElement) => void) | undefined {
  const active = form.ownerDocument.activeElement;
  if (!(active instanceof HTMLInputElement || active instanceof HTMLSelectElement) || !form.contains(active)) return;
  const caret = active instanceof HTMLInputElement && active.type !== 'email' ? active.selectionStart : null;
  return (next) => {
    const control = next.elements.namedItem(active.name);
    if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement)) return;
    control.focus({ preventScroll: true });
    if (caret !== null && control instanceof HTMLInputElement) control.setSelectionRange(caret, caret);
  };
}

/** Replaces a container's messages only when they changed (a live region announces each change once). */
function syncNotices(container: HTMLElement, messages: NewsletterMessage[], role?: 'alert') {
  const key = JSON.stringify(messages);
  if (container.dataset.key === key) return;
  container.dataset.key = key;
  container.replaceChildren(
    ...messages.map((m) => h('p', { id: m.id, class: `skv-notice skv-notice--${m.tone}`, role }, m.text)),
  );
}

/** Registers the element (once) under `tagName`. */
export function defineNewsletterSignup(tagName = 'newsletter-signup'): void {
  if (!customElements.get(tagName)) customElements.define(tagName, class extends NewsletterSignupElement {});
}

declare global {
  interface HTMLElementTagNameMap {
    'newsletter-signup': NewsletterSignupElement;
  }
}
