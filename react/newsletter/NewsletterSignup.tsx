'use client';

import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ServiceClient } from '../../openapi/client';
import { createLazyServiceClient } from '../../openapi/lazy-client';
import { createBrowserEnv, type Env } from '../../core/env';
import { createSignupBackend, type SignupBackend } from '../../core/backend';
import type { AssetSource } from '../../core/assets';
import {
  CSRF_FORM_FIELD,
  DOI_FORM_FIELD,
  NEWSLETTER_FORMS,
  NEWSLETTER_FORM_FIELD,
  createSignupConnect,
  createNewsletterActors,
  newsletterSignupMachine,
  type NewsletterActors,
  type SignupResume,
  type NewsletterMessage,
  type NewsletterSignupMachine,
  type SignupSnapshot,
  type NewsletterSignupView,
  type NewsletterTexts,
  type SignupEvent,
  type SignupField,
  type HeadingLevel,
  headingTags,
} from '../../core/newsletter/signup';
import { extraFieldsOnScreen, focusSignupField, revealSignupMessage } from '../../core/newsletter/signup/signup.dom';
import {
  BannerStrip,
  Button,
  Checkbox,
  ExpandableText,
  Notification,
  Select,
  TextInput,
  writeInputValue,
} from '../widgets';
import './newsletter.css';
import { TextSegments as Segments } from './TextSegments';
import { useMachineView, useMachineViewPart, useMachineViewValue } from '../useMachineView';
import { checkboxFieldProps, normalizeProps, selectFieldProps, textFieldProps } from '../normalize-props';

export interface NewsletterSignupProps {
  /** Country code of the market: DE, AT, CH, CH_FR, PL, CZ, HU, SK, TR (anything else is DE). */
  market: string;
  /** The market's texts, loaded on the server with `loadNewsletterTexts(locale)`. */
  texts: NewsletterTexts;
  /**
   * The typed service client; used only in the browser. Default: a client for the page's own origin, created in the
   * browser (so a server component can render the view with plain props: `/service` served or rewritten there).
   */
  client?: ServiceClient;
  /** Browser ports (cookies, data layer, logger, the page address); default `createBrowserEnv()`, created after hydration. */
  env?: SignupPorts;
  /** Token of a double opt-in link (`?doi=`): confirmed once the page runs (D14). */
  doiToken?: string;
  /** Uses the `private` API prefix. */
  singlePageMode?: boolean;
  /** Origin of the sign-up (default `onsite`) and its detail (default `subsite`). */
  origin?: string;
  originAddition?: string;
  /** Prefix of the element ids; give each form on a page its own. */
  idPrefix?: string;
  /** The host's heading level for the headline (1 to 5; default 2); the sub-headings are one below it. */
  headingLevel?: HeadingLevel;
  /**
   * Where the image files are: a base URL (the package's `storefront-kit/assets/` served by the host, a CDN), a
   * function per file name (a bundler's URLs), or `false` for no image. Default: the reference service's
   * `/service/newsletterfrontend/newslettersubscriptionform/`.
   */
  imageBase?: AssetSource;
  /**
   * The shop's own API instead of the service contract: plain async functions (`subscribe`, optional `loadBaseData`
   * and `confirmDoi`). Throw a `SignupRefusal` for a field the shopper must correct; anything else shows the general
   * message. With it, no service client is made and nothing is asked of `/service`.
   */
  backend?: SignupBackend;
  /** Replaces the machine's actors one by one (tests; `backend` is the simpler door). Wins over `client` and `backend`. */
  actors?: Partial<NewsletterActors>;
  /**
   * Where the form posts when no code runs (D23): the page itself, handled on the server by `handleNewsletterPost`.
   * Default: no `action`, the current address. Give it a `#fragment` to land on the form's answer.
   */
  action?: string;
  /** @deprecated Read by nothing since D39 (the form handlers check the request's Fetch Metadata); rendered as a hidden field for pages of 0.1.0. */
  csrfToken?: string;
  /** Where the server left the form: the answer to a posted sign-up, a confirmed DOI link, the customer's data (D23). */
  resume?: SignupResume;
}

/** Without a `page` port no page address is sent with a sign-up (the contract's "sent unset"). */
type SignupPorts = Pick<Env, 'cookies' | 'dataLayer' | 'logger'> & Partial<Pick<Env, 'page'>>;

/** Elements and browser ports the machine's provided actions reach, kept outside React state. */
class SignupHost {
  fields: Partial<Record<SignupField, HTMLElement | null>> = {};
  success: HTMLElement | null = null;
  error: HTMLElement | null = null;
  constructor(private env: SignupPorts | undefined) {}
  /** Browser ports are created on first use, after hydration: nothing touches window during render. */
  ports(): SignupPorts {
    return (this.env ??= createBrowserEnv());
  }
  private refs: Partial<Record<SignupField, (el: HTMLElement | null) => void>> = {};
  /** One ref callback per field for the form's life: a new function on every render would make React detach and re-attach it on each keystroke. */
  fieldRef(field: SignupField) {
    return (this.refs[field] ??= (el: HTMLElement | null) => {
      this.fields[field] = el;
    });
  }
  private anchorRefs: Partial<Record<'success' | 'error', (el: HTMLDivElement | null) => void>> = {};
  /** The success and error anchors' ref callbacks, the same for the form's life (as fieldRef). */
  anchorRef(message: 'success' | 'error') {
    return (this.anchorRefs[message] ??= (el: HTMLDivElement | null) => {
      this[message] = el;
    });
  }
  /** The bot trap's input: read as it stands when the form is sent (a script sets `value` without an input event). */
  trap: HTMLInputElement | null = null;
  /** The extra fields' container, revealed by the stylesheet alone before the code ran (D56). */
  extra: HTMLElement | null = null;
  /** The form, whose fields the shopper may have filled before the code ran (D23). */
  form: HTMLFormElement | null = null;
  private partRefs: {
    trap?: (el: HTMLInputElement | null) => void;
    extra?: (el: HTMLDivElement | null) => void;
    form?: (el: HTMLFormElement | null) => void;
  } = {};
  /** The trap's, the extra fields' and the form's ref callbacks, the same for the form's life (as fieldRef). */
  partRef<P extends 'trap' | 'extra' | 'form'>(part: P): NonNullable<(typeof this.partRefs)[P]> {
    const refs = this.partRefs as Record<string, (el: HTMLElement | null) => void>;
    return (refs[part] ??= (el: HTMLElement | null) => {
      if (part === 'trap') this.trap = el as HTMLInputElement | null;
      else if (part === 'form') this.form = el as HTMLFormElement | null;
      else this.extra = el;
    }) as NonNullable<(typeof this.partRefs)[P]>;
  }
  /** The collapsed extra fields are on screen: the style sheet showed them for a focused e-mail field (D56). */
  extraOnScreen(): boolean {
    return extraFieldsOnScreen(this.extra);
  }
  focusField(field: SignupField) {
    focusSignupField(this.fields[field]);
  }
  reveal(message: 'success' | 'error') {
    revealSignupMessage(message, (m) => this[m]);
  }
}

type SignupView = NewsletterSignupView;

const SignupMedia = memo(function SignupMedia({
  image,
  discountBanner,
}: { image: SignupView['image'] | undefined } & Pick<SignupView, 'discountBanner'>) {
  return (
    <div className="sk-newsletter__media">
      {image ? (
        <picture>
          {image.sources.map((s) => (
            <source key={s.media} media={s.media} srcSet={s.srcSet} sizes={s.sizes} width={s.width} height={s.height} />
          ))}
          <img
            className="sk-newsletter__image"
            src={image.src}
            srcSet={image.srcSet}
            alt={image.alt}
            width={image.width}
            height={image.height}
            loading="lazy"
            decoding="async"
          />
        </picture>
      ) : null}
      <BannerStrip className="sk-newsletter__discount">{discountBanner}</BannerStrip>
    </div>
  );
});

const LegalNotice = memo(function LegalNotice({
  notice,
  id,
  Heading,
}: {
  notice: SignupView['legalNotice'];
  id: string;
  Heading: ReturnType<typeof headingTags>['subHeading'];
}) {
  return (
    <div className="sk-newsletter__legal">
      <Heading className="sk-newsletter__legal-heading">{notice.heading}</Heading>
      <ExpandableText
        collapsedHeight={notice.collapsedHeight}
        expectOverflow
        id={id}
        showMoreLabel={notice.showMore}
        showLessLabel={notice.showLess}
      >
        <p>
          <Segments segments={notice.segments} />
        </p>
      </ExpandableText>
    </div>
  );
});

// One memoised part per field, notice and button: useMachineView keeps an unchanged part's identity, so a keystroke
// in one field renders that field alone, not its neighbours, the consents or the notices (issue 19).
type FieldRef = (el: HTMLElement | null) => void;

const SignupTextField = memo(function SignupTextField({
  field,
  inputRef,
}: {
  field: SignupView['fields']['email'];
  inputRef: FieldRef;
}) {
  return (
    <TextInput
      label={field.label}
      error={field.error}
      clearable={field.clearable}
      field={field.field}
      {...textFieldProps(field.getInputProps())}
      inputRef={inputRef}
    />
  );
});

type SignupActor = ReturnType<typeof useMachineView<NewsletterSignupMachine, SignupView>>['actor'];
type SignupConnect = (snapshot: SignupSnapshot, send: (event: SignupEvent) => void) => SignupView;

/** The form's view model without the e-mail field (the same object each time: compared as unchanged). */
const EMAIL_SELECTS_ITSELF = {} as SignupView['fields']['email'];
const withoutEmail = (view: SignupView): SignupView => ({
  ...view,
  fields: { ...view.fields, email: EMAIL_SELECTS_ITSELF },
});

/**
 * The e-mail field as shown, but for its value, which the input holds while the shopper types (D38): a keystroke
 * changes nothing here and renders nothing. The machine hears the address when it is committed (the input's
 * change event: leaving the field, Enter, autofill; and before the form is sent), which is when it validates it.
 */
const emailShown = (view: SignupView) => {
  const { label, error, clearable, field } = view.fields.email;
  const { value: _held, ...props } = textFieldProps(view.fields.email.getInputProps());
  return { label, error, clearable, field, ...props };
};
const emailValue = (view: SignupView) => view.fields.email.value;

const EmailField = memo(function EmailField({
  actor,
  connect,
  inputRef,
}: {
  actor: SignupActor;
  connect: SignupConnect;
  inputRef: FieldRef;
}) {
  const props = useMachineViewPart(actor, connect, emailShown);
  const input = useRef<HTMLInputElement | null>(null);
  // The address the machine holds: in the server's HTML and the first render; written into the input when the
  // machine sets it itself (a logged-in customer's prefill), never when it only heard what was typed.
  const value = useMachineViewValue(actor, connect, emailValue, (address) => {
    if (input.current) writeInputValue(input.current, address);
  });
  const refs = useCallback(
    (el: HTMLInputElement | null) => {
      input.current = el;
      inputRef(el);
    },
    [inputRef],
  );
  // The connect gives the e-mail field a commit handler only (D38): a keystroke tells the machine nothing.
  return <TextInput {...props} defaultValue={value} inputRef={refs} />;
});

const SalutationField = memo(function SalutationField({
  field,
  selectRef,
}: {
  field: NonNullable<SignupView['fields']['salutation']>;
  selectRef: FieldRef;
}) {
  const { onFocus, ...select } = selectFieldProps(field.getSelectProps());
  return (
    <div onFocus={onFocus} className="sk-newsletter__field sk-newsletter__field--salutation">
      <Select
        {...select}
        field={field.field}
        label={field.label}
        error={field.error}
        options={field.options}
        selectRef={selectRef}
      />
    </div>
  );
});

const ConsentField = memo(function ConsentField({
  field,
  inputRef,
}: {
  field: NonNullable<SignupView['fields']['dne']>;
  inputRef: FieldRef;
}) {
  const { onFocus, ...box } = checkboxFieldProps(field.getCheckboxProps());
  return (
    <div onFocus={onFocus} className="sk-newsletter__field">
      <Checkbox
        {...box}
        field={field.field}
        error={field.error}
        label={<Segments segments={field.label} />}
        inputRef={inputRef}
      />
    </div>
  );
});

// React writes an input's name and type again whenever it renders it (an attribute change the browser restyles for).
const HiddenFields = memo(function HiddenFields({ form, csrfToken }: { form: string; csrfToken: string | undefined }) {
  return (
    <>
      <input type="hidden" name={NEWSLETTER_FORM_FIELD} value={form} />
      {csrfToken ? <input type="hidden" name={CSRF_FORM_FIELD} value={csrfToken} /> : null}
    </>
  );
});

const Honeypot = memo(function Honeypot({
  honeypot,
  inputRef,
}: {
  honeypot: SignupView['honeypot'];
  inputRef: (el: HTMLInputElement | null) => void;
}) {
  return (
    <div className="sk-newsletter__trap" {...honeypot.getBoxProps()}>
      <label {...honeypot.getLabelProps()}>{honeypot.label}</label>
      <input {...honeypot.getInputProps()} ref={inputRef} />
    </div>
  );
});

const SignupNotice = memo(function SignupNotice({
  tone,
  text,
  id,
}: {
  tone: NewsletterMessage['tone'];
  text: string;
  id?: string;
}) {
  return (
    <Notification variant={tone} closable={false} className="sk-newsletter__notice" id={id}>
      {text}
    </Notification>
  );
});

const SubmitButton = memo(function SubmitButton({ button }: { button: SignupView['submitButton'] }) {
  return (
    <Button variant="primary-fill" width="full-mobile" {...button.getButtonProps()}>
      {button.label}
    </Button>
  );
});

const PendingView = memo(function PendingView({
  pending,
  Heading,
}: {
  pending: NonNullable<SignupView['pending']>;
  Heading: ReturnType<typeof headingTags>['subHeading'];
}) {
  return (
    <div className="sk-newsletter__pending">
      <Heading className="sk-newsletter__pending-headline">{pending.headline}</Heading>
      <p>{pending.body}</p>
      <p>{pending.hint}</p>
      {pending.resendHint ? <p className="sk-newsletter__muted">{pending.resendHint}</p> : null}
      {pending.status ? <SignupNotice tone={pending.status.tone} text={pending.status.text} /> : null}
      {pending.resend ? (
        <Button variant="primary-outline" disabled={pending.resend.busy} onClick={pending.resend.onClick}>
          {pending.resend.label}
        </Button>
      ) : null}
    </div>
  );
});

/**
 * The newsletter sign-up form with double opt-in (spec sections 2-8). Renders synchronously from its props
 * (server rendering); base data and the DOI link are loaded only once it runs in the browser.
 */
export function NewsletterSignup({
  market,
  texts,
  client,
  env,
  doiToken,
  singlePageMode,
  origin,
  originAddition,
  idPrefix = 'newsletter',
  headingLevel,
  imageBase,
  backend,
  actors,
  action,
  csrfToken,
  resume,
}: NewsletterSignupProps) {
  const [host] = useState(() => new SignupHost(env));
  const [machine] = useState(() => {
    const service =
      client ??
      (backend || typeof location === 'undefined' ? undefined : createLazyServiceClient({ origin: location.origin }));
    return newsletterSignupMachine.provide({
      actors: {
        ...(service ? createNewsletterActors(service, { market, singlePageMode, ports: () => host.ports() }) : {}),
        ...(backend && !client ? createSignupBackend(backend, market) : {}),
        ...actors,
      },
      actions: {
        focusField: (_, { field }) => host.focusField(field),
        revealMessage: (_, { message }) => host.reveal(message),
      },
    });
  });
  // One view model per snapshot: the form and its e-mail field both select from it.
  // A function given inline is a new one each render: the first one stays, as the machine's actors do.
  const [images] = useState(() => imageBase);
  const connect = useMemo(
    () => createSignupConnect(texts, { idPrefix, normalize: normalizeProps, imageBase: images }),
    [texts, idPrefix, images],
  );
  // The form's view model leaves the e-mail field out: the field selects itself, so a keystroke renders the field alone.
  const { view, actor } = useMachineView(machine, (snapshot, send) => withoutEmail(connect(snapshot, send)), {
    input: {
      market,
      origin,
      originAddition,
      doiToken,
      resume,
      dataLayer: { push: (event) => host.ports().dataLayer.push(event) },
      logger: { error: (m, d) => host.ports().logger.error(m, d), warn: (m, d) => host.ports().logger.warn(m, d) },
    },
  });
  useEffect(() => {
    // StrictMode's re-run holds the actor its simulated unmount stopped: the fresh one comes with the next render.
    if (actor.getSnapshot().status === 'stopped') return;
    // The form was usable before its code ran (server HTML): what was typed, and the focus, carry over.
    if (host.form) connect(actor.getSnapshot(), actor.send).adoptTypedInput(host.form, host.extraOnScreen());
    actor.send({ type: 'START' });
  }, [actor, host, connect]);
  const { fields } = view;
  const { heading: Heading, subHeading: SubHeading } = headingTags(headingLevel);
  const headlineId = `${idPrefix}-headline`;
  const ref = (field: SignupField) => host.fieldRef(field);

  return (
    <section id={idPrefix} className="sk-newsletter" aria-labelledby={headlineId} lang={view.locale}>
      <SignupMedia image={images === false ? undefined : view.image} discountBanner={view.discountBanner} />
      <div className="sk-newsletter__content">
        <Heading id={headlineId} className="sk-newsletter__headline">
          {view.headline}
        </Heading>
        <p className="sk-newsletter__intro">{view.intro}</p>

        {view.notices.map((notice) => (
          <SignupNotice key={notice.text} tone={notice.tone} text={notice.text} id={notice.id} />
        ))}
        <div ref={host.anchorRef('error')} tabIndex={-1} className="sk-newsletter__anchor">
          {view.errorNotice ? <SignupNotice tone={view.errorNotice.tone} text={view.errorNotice.text} /> : null}
        </div>

        {view.doiConfirm ? (
          // Without JavaScript a DOI link is confirmed by this button (D23); once the page runs, on load (D14).
          <form className="sk-newsletter__doi" method="post" action={action}>
            <input type="hidden" name={NEWSLETTER_FORM_FIELD} value={NEWSLETTER_FORMS.doi} />
            <input type="hidden" name={DOI_FORM_FIELD} value={view.doiConfirm.token} />
            {csrfToken ? <input type="hidden" name={CSRF_FORM_FIELD} value={csrfToken} /> : null}
            <p className="sk-newsletter__intro">{view.doiConfirm.hint}</p>
            <Button type="submit" variant="primary-fill" width="full-mobile">
              {view.doiConfirm.label}
            </Button>
          </form>
        ) : null}

        {view.showForm ? (
          // An HTML form that posts to its page (D23): before its code runs, or without JavaScript, the server
          // answers it (`handleNewsletterPost`); once the code runs, the machine does. Never a GET.
          <form className="sk-newsletter__form" action={action} {...view.getFormProps()} ref={host.partRef('form')}>
            <HiddenFields form={NEWSLETTER_FORMS.signup} csrfToken={csrfToken} />
            <EmailField actor={actor} connect={connect} inputRef={ref('email')} />
            <Honeypot honeypot={view.honeypot} inputRef={host.partRef('trap')} />

            {/* Always in the HTML, so every field works without JavaScript; collapsed (CSS, when scripting runs) until revealed. */}
            <div className="sk-newsletter__extra" {...view.getExtraProps()} ref={host.partRef('extra')}>
              {fields.salutation ? <SalutationField field={fields.salutation} selectRef={ref('salutation')} /> : null}
              {fields.firstName || fields.lastName ? (
                <div className="sk-newsletter__names">
                  {view.nameOrder
                    .map((name) => fields[name])
                    .map((f) =>
                      f ? <SignupTextField key={f.name} field={f} inputRef={ref(f.name as SignupField)} /> : null,
                    )}
                </div>
              ) : null}
              <LegalNotice notice={view.legalNotice} id={`${idPrefix}-legal`} Heading={SubHeading} />
              {[fields.dne, fields.legals].map((f) =>
                f ? <ConsentField key={f.name} field={f} inputRef={ref(f.name as SignupField)} /> : null,
              )}
            </div>

            <SubmitButton button={view.submitButton} />
            <p role="status" className="sk-visually-hidden">
              {view.busyStatus}
            </p>
            <p className="sk-newsletter__privacy">
              <Segments segments={view.privacyNotice} />
            </p>
          </form>
        ) : null}

        <div ref={host.anchorRef('success')} tabIndex={-1} className="sk-newsletter__anchor" role="status">
          {view.pending ? <PendingView pending={view.pending} Heading={SubHeading} /> : null}
        </div>

        <p id={view.voucherId} className="sk-newsletter__footnote">
          <Segments segments={view.voucherFootnote} />
        </p>
      </div>
    </section>
  );
}
