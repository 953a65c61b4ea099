'use client';

import { createPreferencesBackend, type PreferencesBackend } from '../../core/backend';
import { useEffect, useState } from 'react';
import { createBrowserEnv, type Env } from '../../core/env';
import type { ServiceClient } from '../../openapi/client';
import { CSRF_FORM_FIELD, NEWSLETTER_FORM_FIELD, type NewsletterTexts } from '../../core/newsletter/signup';
import {
  PREFERENCES_ACTIONS,
  PREFERENCES_ACTION_FIELD,
  PREFERENCES_FORM,
  PREFERENCES_TOKEN_FIELD,
  connectPreferences,
  createPreferencesActors,
  newsletterPreferencesMachine,
  subscriberDataPath,
  type PreferencesActors,
  type PreferencesResume,
  type PreferencesTexts,
} from '../../core/newsletter/preferences';
import { Button, Checkbox, Notification, Select, TextInput } from '../widgets';
import { useMachineView } from '../useMachineView';
import { checkboxFieldProps, normalizeProps, selectFieldProps, textFieldProps } from '../normalize-props';
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
  /** The page port (`X-Original-Address`: the page's origin and path); default `createBrowserEnv()`'s, asked at each call. */
  env?: Partial<Pick<Env, 'page'>>;
  /** Uses the `private` API prefix. */
  singlePageMode?: boolean;
  /**
   * The shop's own API instead of the service contract: plain async functions (`load`, `update`, `unsubscribe`,
   * optional `erase`), each given the link's token; `load` resolves null for an unknown link.
   */
  backend?: PreferencesBackend;
  /** Replaces the machine's actors one by one (tests; `backend` is the simpler door). Wins over `client` and `backend`. */
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
  env,
  singlePageMode,
  backend,
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
          ? createPreferencesActors(client, { market, singlePageMode, ports: () => (env ??= createBrowserEnv()) })
          : {}),
        ...(backend && !client ? createPreferencesBackend(backend, market) : {}),
        ...actors,
      },
    }),
  );
  const { view, actor } = useMachineView(
    machine,
    (snapshot, send) =>
      connectPreferences(snapshot, send, texts, preferencesTexts, {
        idPrefix,
        links: { page: dataHref, json: dataJsonHref ?? subscriberDataPath(token, singlePageMode) },
        normalize: normalizeProps,
      }),
    {
      input: { token, market, resume },
    },
  );
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
  const { form, subscription } = view;

  return (
    <section id={idPrefix} className="sk-newsletter sk-preferences" aria-labelledby={headlineId} lang={view.locale}>
      <div className="sk-newsletter__content">
        <Heading id={headlineId} className="sk-newsletter__headline">
          {view.headline}
        </Heading>
        {view.showIntro ? <p className="sk-newsletter__intro">{view.intro}</p> : null}

        <div role="status" className="sk-preferences__status">
          {view.loading ? <p className="sk-newsletter__muted">{view.loading}</p> : null}
          {view.busyStatus ? <p className="sk-visually-hidden">{view.busyStatus}</p> : null}
          {view.notice ? (
            <Notification variant={view.notice.tone} closable={false} className="sk-newsletter__notice">
              {view.notice.text}
            </Notification>
          ) : null}
        </div>
        {view.invalidNotice ? (
          <Notification
            variant={view.invalidNotice.tone}
            closable={false}
            className="sk-newsletter__notice"
            id={view.invalidNotice.id}
          >
            {view.invalidNotice.text}
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
          <form
            className="sk-newsletter__form sk-preferences__form"
            action={action}
            {...form.getFormProps()}
            aria-labelledby={`${idPrefix}-change`}
          >
            {hidden('save')}
            <SubHeading id={`${idPrefix}-change`} className="sk-preferences__heading">
              {form.heading}
            </SubHeading>
            {form.salutation ? (
              <div className="sk-newsletter__field sk-newsletter__field--salutation">
                <Select
                  {...selectFieldProps(form.salutation.getSelectProps())}
                  label={form.salutation.label}
                  options={form.salutation.options}
                  error={form.salutation.error}
                />
              </div>
            ) : null}
            {form.firstName || form.lastName ? (
              <div className="sk-newsletter__names">
                {form.nameOrder
                  .map((name) => form[name])
                  .map((f) =>
                    f ? (
                      <TextInput key={f.name} label={f.label} error={f.error} {...textFieldProps(f.getInputProps())} />
                    ) : null,
                  )}
              </div>
            ) : null}
            <div className="sk-newsletter__field">
              <Checkbox
                {...checkboxFieldProps(form.dne.getCheckboxProps())}
                label={<Segments segments={form.dne.label} />}
              />
            </div>
            <Button variant="primary-fill" width="full-mobile" {...form.saveButton.getButtonProps()}>
              {form.saveButton.label}
            </Button>
          </form>
        ) : null}

        {view.unsubscribe ? (
          <form
            className="sk-preferences__unsubscribe"
            action={action}
            {...view.unsubscribe.getFormProps()}
            aria-labelledby={`${idPrefix}-unsubscribe`}
          >
            {hidden('unsubscribe')}
            <SubHeading id={`${idPrefix}-unsubscribe`} className="sk-preferences__heading">
              {view.unsubscribe.heading}
            </SubHeading>
            <p>{view.unsubscribe.hint}</p>
            <Button variant="primary-outline" width="full-mobile" {...view.unsubscribe.button.getButtonProps()}>
              {view.unsubscribe.button.label}
            </Button>
          </form>
        ) : null}

        {/* Unsubscribed first, then the data rights that stay (issue 43). */}
        {view.unsubscribed ? (
          <div className="sk-preferences__done">
            <Notification
              variant={view.unsubscribed.tone}
              closable={false}
              className="sk-newsletter__notice"
              title={view.unsubscribed.headline}
            >
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
          <form
            className="sk-preferences__erase"
            action={action}
            {...view.erase.getFormProps()}
            aria-labelledby={`${idPrefix}-erase`}
          >
            {hidden()}
            <SubHeading id={`${idPrefix}-erase`} className="sk-preferences__heading">
              {view.erase.heading}
            </SubHeading>
            <p>{view.erase.hint}</p>
            {view.erase.confirming ? (
              <div role="alert" className="sk-preferences__confirm">
                <p id={`${idPrefix}-erase-question`}>{view.erase.confirming.question}</p>
                <div className="sk-preferences__buttons">
                  <Button
                    variant="primary-fill"
                    width="full-mobile"
                    {...view.erase.confirming.confirmButton.getButtonProps()}
                  >
                    {view.erase.confirming.confirmButton.label}
                  </Button>
                  <Button
                    variant="primary-outline"
                    width="full-mobile"
                    {...view.erase.confirming.cancelButton.getButtonProps()}
                  >
                    {view.erase.confirming.cancelButton.label}
                  </Button>
                </div>
              </div>
            ) : (
              <Button variant="primary-outline" width="full-mobile" {...view.erase.askButton.getButtonProps()}>
                {view.erase.askButton.label}
              </Button>
            )}
          </form>
        ) : null}

        {view.erased ? (
          <div className="sk-preferences__done">
            <Notification
              variant={view.erased.tone}
              closable={false}
              className="sk-newsletter__notice"
              title={view.erased.headline}
            >
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
      </div>
    </section>
  );
}
