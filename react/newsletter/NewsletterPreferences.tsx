'use client';

import { useEffect, useState, type FormEvent } from 'react';
import type { ServiceClient } from '../../openapi/client';
import {
  CSRF_FORM_FIELD,
  NEWSLETTER_FORM_FIELD,
  PREFERENCES_ACTIONS,
  PREFERENCES_ACTION_FIELD,
  PREFERENCES_FORM,
  PREFERENCES_TOKEN_FIELD,
  SIGNUP_CHECKBOX_VALUES,
  connectPreferences,
  createPreferencesActors,
  newsletterPreferencesMachine,
  subscriberDataPath,
  type NewsletterTexts,
  type PreferencesActors,
  type PreferencesResume,
  type PreferencesTexts,
} from '../../core/newsletter';
import { Button, Checkbox, Notification, Select, TextInput } from '../widgets';
import { useMachineView } from '../useMachineView';
import './newsletter.css';
import { TextSegments as Segments } from './TextSegments';
import './preferences.css';

export interface NewsletterPreferencesProps {
  /** Country code of the market: DE, AT, CH, CH_FR, PL, CZ, HU, SK, TR (anything else is DE). */
  market: string;
  /** The management token from the link (`?token=`). */
  token: string;
  /** The market's sign-up texts (labels, consents, field errors): `loadNewsletterTexts(locale)`. */
  texts: NewsletterTexts;
  /** The preference page's own texts: `loadPreferencesTexts(locale)`. */
  preferencesTexts: PreferencesTexts;
  /** The typed service client; used only in the browser. */
  client?: ServiceClient;
  /** Uses the `private` API prefix. */
  singlePageMode?: boolean;
  /** Replaces the service actors (tests, hosts with their own transport). */
  actors?: Partial<PreferencesActors>;
  /** Where the server left the page: the subscriber it loaded, a posted form's answer (D23). */
  resume?: PreferencesResume;
  /** Where the forms post when no code runs (`handlePreferencesPost` on the server); default the current address. */
  action?: string;
  /** @deprecated Read by nothing since D39 (the form handlers check the request's Fetch Metadata); rendered as a hidden field for pages of 0.1.0. */
  csrfToken?: string;
  /** The sign-up, linked after an unsubscribe. */
  signUpHref?: string;
  /** A readable page of everything held about the subscriber ("download my data", D59), e.g. the demo's `/{slug}/newsletter/preferences/data?token=…`. */
  dataHref?: string;
  /** The same as a JSON file; default the service's `…/newsletter-subscribers/{token}/data?download=1` on this origin. */
  dataJsonHref?: string;
  idPrefix?: string;
  /** Heading level of the headline; default 1 (the page's own heading). */
  headingLevel?: 1 | 2;
}

/**
 * The preference page of a newsletter subscription (D27): what was consented to and when, the optional consent and
 * names to change, unsubscribing in one click. HTML forms first (they post to the page without JavaScript); once its
 * code runs, the machine takes over with what was typed.
 */
export function NewsletterPreferences({
  market,
  token,
  texts,
  preferencesTexts,
  client,
  singlePageMode,
  actors,
  resume,
  action,
  csrfToken,
  signUpHref,
  dataHref,
  dataJsonHref,
  idPrefix = 'newsletter-preferences',
  headingLevel = 1,
}: NewsletterPreferencesProps) {
  const [machine] = useState(() =>
    newsletterPreferencesMachine.provide({
      actors: {
        ...(client
          ? createPreferencesActors(client, { market, singlePageMode, originalAddress: () => (typeof location === 'undefined' ? undefined : location.href) })
          : {}),
        ...actors,
      },
    }),
  );
  const { view, actor } = useMachineView(machine, (snapshot, send) =>
      connectPreferences(snapshot, send, texts, preferencesTexts, idPrefix, { page: dataHref, json: dataJsonHref ?? subscriberDataPath(token, singlePageMode) }), {
    input: { token, market, resume },
  });
  useEffect(() => {
    // StrictMode's re-run holds the actor its simulated unmount stopped: the fresh one comes with the next render.
    if (actor.getSnapshot().status === 'stopped') return;
    actor.send({ type: 'START' });
  }, [actor]);
  const Heading = `h${headingLevel}` as 'h1';
  const SubHeading = `h${headingLevel + 1}` as 'h2';
  const headlineId = `${idPrefix}-headline`;
  /** The form's hidden fields; without `which`, the pressed button names the action. */
  const hidden = (which?: keyof typeof PREFERENCES_ACTIONS) => (
    <>
      <input type="hidden" name={NEWSLETTER_FORM_FIELD} value={PREFERENCES_FORM} />
      <input type="hidden" name={PREFERENCES_TOKEN_FIELD} value={token} />
      {which ? <input type="hidden" name={PREFERENCES_ACTION_FIELD} value={PREFERENCES_ACTIONS[which]} /> : null}
      {csrfToken ? <input type="hidden" name={CSRF_FORM_FIELD} value={csrfToken} /> : null}
    </>
  );
  const onErase = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (!view.erase?.confirming) view.askErase();
    else if (submitter?.value === PREFERENCES_ACTIONS.cancelErase) view.cancelErase();
    else view.confirmErase();
  };
  const onSave = (event: FormEvent) => {
    event.preventDefault();
    view.save();
  };
  const onUnsubscribe = (event: FormEvent) => {
    event.preventDefault();
    view.unsubscribeNow();
  };
  const { form, subscription } = view;

  return (
    <section id={idPrefix} className="sk-newsletter sk-preferences" aria-labelledby={headlineId} lang={view.locale}>
      <div className="sk-newsletter__content">
        <Heading id={headlineId} className="sk-newsletter__headline">
          {view.headline}
        </Heading>
        {view.phase === 'editing' ? <p className="sk-newsletter__intro">{view.intro}</p> : null}

        <div role="status" className="sk-preferences__status">
          {view.phase === 'loading' ? <p className="sk-newsletter__muted">{view.loadingText}</p> : null}
          {view.notice ? (
            <Notification variant={view.notice.tone} closable={false} className="sk-newsletter__notice">
              {view.notice.text}
            </Notification>
          ) : null}
        </div>
        {view.invalidLink ? (
          <Notification variant="error" closable={false} className="sk-newsletter__notice" id={`${idPrefix}-invalid-link`}>
            {view.invalidLink}
          </Notification>
        ) : null}
        {view.retry ? (
          <Button variant="primary-outline" onClick={view.retry.onClick}>
            {view.retry.label}
          </Button>
        ) : null}

        {subscription ? (
          <section className="sk-preferences__record" aria-labelledby={`${idPrefix}-consents`}>
            <dl className="sk-preferences__email">
              <dt>{subscription.emailLabel}</dt>
              <dd>{subscription.email}</dd>
            </dl>
            <SubHeading id={`${idPrefix}-consents`} className="sk-preferences__heading">
              {subscription.consentsHeading}
            </SubHeading>
            <ul className="sk-preferences__consents">
              {subscription.consents.map((c, i) => (
                <li key={i} data-given={c.given || undefined}>
                  <span className="sk-preferences__consent">
                    <Segments segments={c.label} />
                  </span>
                  <span className="sk-preferences__when">{c.state}</span>
                </li>
              ))}
            </ul>
            {subscription.changed ? <p className="sk-newsletter__muted">{subscription.changed}</p> : null}
          </section>
        ) : null}

        {form ? (
          <form className="sk-newsletter__form sk-preferences__form" method="post" action={action} noValidate onSubmit={onSave} aria-busy={view.busy || undefined} aria-labelledby={`${idPrefix}-change`}>
            {hidden('save')}
            <SubHeading id={`${idPrefix}-change`} className="sk-preferences__heading">
              {form.heading}
            </SubHeading>
            {form.salutation ? (
              <div className="sk-newsletter__field sk-newsletter__field--salutation">
                <Select
                  id={form.salutation.id}
                  name={form.salutation.name}
                  label={form.salutation.label}
                  options={[{ value: '', text: form.salutation.placeholder }, ...form.salutation.options]}
                  value={form.salutation.value}
                  onChange={form.salutation.onChange}
                  error={form.salutation.error}
                  required={form.salutation.required}
                  autoComplete="honorific-prefix"
                />
              </div>
            ) : null}
            {form.firstName || form.lastName ? (
              <div className="sk-newsletter__names">
                {form.nameOrder.map((name) => form[name]).map((f) =>
                  f ? (
                    <TextInput
                      key={f.name}
                      id={f.id}
                      name={f.name}
                      label={f.label}
                      value={f.value}
                      onChange={f.onChange}
                      error={f.error}
                      required={f.required}
                      maxLength={f.maxLength}
                      autoComplete={f.autoComplete}
                    />
                  ) : null,
                )}
              </div>
            ) : null}
            <div className="sk-newsletter__field">
              <Checkbox
                id={form.dne.id}
                name={form.dne.name}
                value={SIGNUP_CHECKBOX_VALUES.dne}
                label={<Segments segments={form.dne.label} />}
                checked={form.dne.checked}
                onChange={(checked) => form.dne.onChange(checked)}
              />
            </div>
            <Button type="submit" variant="primary-fill" width="full-mobile" disabled={view.busy}>
              {form.saveLabel}
            </Button>
          </form>
        ) : null}

        {view.unsubscribe ? (
          <form className="sk-preferences__unsubscribe" method="post" action={action} onSubmit={onUnsubscribe} aria-labelledby={`${idPrefix}-unsubscribe`}>
            {hidden('unsubscribe')}
            <SubHeading id={`${idPrefix}-unsubscribe`} className="sk-preferences__heading">
              {view.unsubscribe.heading}
            </SubHeading>
            <p>{view.unsubscribe.hint}</p>
            <Button type="submit" variant="primary-outline" width="full-mobile" disabled={view.busy}>
              {view.unsubscribe.label}
            </Button>
          </form>
        ) : null}

        {view.data ? (
          <section className="sk-preferences__data" aria-labelledby={`${idPrefix}-data`}>
            <SubHeading id={`${idPrefix}-data`} className="sk-preferences__heading">
              {view.data.heading}
            </SubHeading>
            <p>{view.data.hint}</p>
            <ul className="sk-preferences__links">
              {view.data.viewHref ? (
                <li>
                  <a className="sk-newsletter__link" href={view.data.viewHref}>
                    {view.data.viewLabel}
                  </a>
                </li>
              ) : null}
              {view.data.downloadHref ? (
                <li>
                  <a className="sk-newsletter__link" href={view.data.downloadHref} download="newsletter-data.json">
                    {view.data.downloadLabel}
                  </a>
                </li>
              ) : null}
            </ul>
          </section>
        ) : null}

        {view.erase ? (
          <form className="sk-preferences__erase" method="post" action={action} onSubmit={onErase} aria-labelledby={`${idPrefix}-erase`}>
            {hidden()}
            <SubHeading id={`${idPrefix}-erase`} className="sk-preferences__heading">
              {view.erase.heading}
            </SubHeading>
            <p>{view.erase.hint}</p>
            {view.erase.confirming ? (
              <div role="alert" className="sk-preferences__confirm">
                <p id={`${idPrefix}-erase-question`}>{view.erase.confirming.question}</p>
                <div className="sk-preferences__buttons">
                  <Button type="submit" name={PREFERENCES_ACTION_FIELD} value={PREFERENCES_ACTIONS.confirmErase} variant="primary-fill" width="full-mobile" disabled={view.busy}>
                    {view.erase.confirming.confirmLabel}
                  </Button>
                  <Button type="submit" name={PREFERENCES_ACTION_FIELD} value={PREFERENCES_ACTIONS.cancelErase} variant="primary-outline" width="full-mobile" disabled={view.busy}>
                    {view.erase.confirming.cancelLabel}
                  </Button>
                </div>
              </div>
            ) : (
              <Button type="submit" name={PREFERENCES_ACTION_FIELD} value={PREFERENCES_ACTIONS.erase} variant="primary-outline" width="full-mobile" disabled={view.busy}>
                {view.erase.label}
              </Button>
            )}
          </form>
        ) : null}

        {view.erased ? (
          <div className="sk-preferences__done">
            <Notification variant="success" closable={false} className="sk-newsletter__notice" title={view.erased.headline}>
              {view.erased.summary} {view.erased.kept}
            </Notification>
            {signUpHref ? (
              <p>
                <a className="sk-newsletter__link" href={signUpHref}>
                  {view.erased.signUpAgain}
                </a>
              </p>
            ) : null}
          </div>
        ) : null}

        {view.unsubscribed ? (
          <div className="sk-preferences__done">
            <Notification variant="success" closable={false} className="sk-newsletter__notice" title={view.unsubscribed.headline}>
              {view.unsubscribed.body}
            </Notification>
            {signUpHref ? (
              <p>
                <a className="sk-newsletter__link" href={signUpHref}>
                  {view.unsubscribed.signUpAgain}
                </a>
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
