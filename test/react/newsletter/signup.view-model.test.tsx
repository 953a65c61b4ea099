// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { getTransitionPaths, describePath, type ModelPath } from '../../support/model';
import { newsletterSignupMachine, type SignupSnapshot } from '../../../core/newsletter';
import deAT from '../../../core/newsletter/signup/texts/de-AT';
import { SIGNUP_MODEL_EVENTS, replaySignupPath, serializeSignup } from '../../model/newsletter/signup-model';
import { flush, renderSignup } from './harness';

// The model paths of test/model/newsletter, replayed on the rendered view: DOM events for the shopper's
// steps, answers of the stubbed service for the actors' steps, timers for the delays.
type Case = { name: string; input: { market: string; doiToken?: string }; steps: ReturnType<typeof replaySignupPath> };

/** Names of the transitions (with guard branch) a path takes, as test/support/machine-coverage counts them. */
function transitionsOf(path: ModelPath): string[] {
  const names: string[] = [];
  path.steps.forEach((step, i) => {
    if (i === 0) return;
    for (const t of newsletterSignupMachine.getTransitionData(path.steps[i - 1]!.state as never, step.event as never)) {
      names.push(`${t.source.id} -> ${t.eventType} #${(t.source.transitions.get(t.eventType) ?? []).indexOf(t)}`);
    }
  });
  return names;
}

// Of the model paths that start like a page (the view sends START when it mounts), a few that together
// take every transition and guard branch the model paths take: each is replayed on the rendered view.
function coveringCases(): Case[] {
  const all = [{ market: 'AT', doiToken: 'tok' }, { market: 'AT' }].flatMap((input) =>
    getTransitionPaths(newsletterSignupMachine, {
      events: SIGNUP_MODEL_EVENTS,
      serializeState: serializeSignup as never,
      input,
    } as never)
      .filter((path) => path.steps.length > 1 && path.steps[1]!.event.type === 'START')
      .map((path) => ({ path, input, transitions: new Set(transitionsOf(path)) })),
  );
  const missing = new Set(all.flatMap((c) => [...c.transitions]));
  const chosen: Case[] = [];
  while (missing.size > 0) {
    const best = all.reduce((a, b) =>
      [...b.transitions].filter((t) => missing.has(t)).length > [...a.transitions].filter((t) => missing.has(t)).length
        ? b
        : a,
    );
    best.transitions.forEach((t) => missing.delete(t));
    chosen.push({
      name: describePath(best.path),
      input: best.input,
      steps: replaySignupPath(
        newsletterSignupMachine,
        best.input,
        best.path.steps.slice(1).map((s) => s.event),
      ),
    });
  }
  // Plus every short page life (up to three events after START), so common orders are checked too.
  for (const c of all) {
    if (c.path.steps.length <= 5 && !chosen.some((x) => x.name === describePath(c.path) && x.input === c.input)) {
      chosen.push({
        name: describePath(c.path),
        input: c.input,
        steps: replaySignupPath(
          newsletterSignupMachine,
          c.input,
          c.path.steps.slice(1).map((s) => s.event),
        ),
      });
    }
  }
  return chosen;
}
const cases = coveringCases();

/**
 * What an Austrian shopper sees in a state of the machine, written here from the spec (sections 2-8, D14, D15), not
 * taken from connectSignup: the form while filling (not while a DOI link is confirmed or after it was), the pending
 * view, the notices and their tones, the resend button, the fields' messages in the catalogue's words.
 */
function shopperSees(state: SignupSnapshot) {
  const { context } = state;
  const doiSettles =
    (Boolean(context.doiToken) && state.matches({ doubleOptIn: 'idle' })) ||
    state.matches({ doubleOptIn: 'confirming' }) ||
    context.doiResult === 'CONFIRMED' ||
    context.doiResult === 'ALREADY_CONFIRMED';
  const form = state.matches({ form: 'filling' }) && !doiSettles;
  const doiNotice = state.matches({ doubleOptIn: 'confirming' })
    ? { tone: 'information', text: deAT.doi.confirming }
    : context.doiResult === 'CONFIRMED'
      ? { tone: 'success', text: deAT.doi.confirmed }
      : context.doiResult === 'ALREADY_CONFIRMED'
        ? { tone: 'information', text: deAT.doi.alreadyConfirmed }
        : context.doiResult === 'FAILED'
          ? { tone: 'warning', text: deAT.doi.failed }
          : undefined;
  const { values } = context;
  const pendingState = (s: string) => state.matches({ form: { pending: s } } as never);
  return {
    form,
    doiConfirmButton: Boolean(context.doiToken) && state.matches({ doubleOptIn: 'idle' }),
    pending: state.matches({ form: 'pending' }) || state.matches({ form: 'trapped' }),
    generalError: form && context.outcome === 'ERROR_GENERIC',
    invalidLink: form && context.invalidDoiLink,
    doiNotice,
    resendButton: pendingState('ready') || pendingState('resending'),
    resendStatus: pendingState('exhausted')
      ? deAT.pending.resendExhausted
      : context.resendStatus === 'failed' && state.matches({ form: 'pending' })
        ? deAT.pending.resendFailed
        : undefined,
    email: values.email,
    // Austria asks for no names: the extra fields open with the e-mail field's focus or an address in it.
    extraFields: context.emailFocused || values.email.trim() !== '',
    errors: Object.fromEntries(
      (['email', 'firstName', 'lastName'] as const).map((f) => [
        f,
        context.errors[f] ? deAT.errors[context.errors[f]!] : undefined,
      ]),
    ),
  };
}

/** The tone of the notice showing `text` (its Notification's variant), or undefined when none shows it. */
function toneOf(text: string): string | undefined {
  const notice = [...document.querySelectorAll('.sk-notification')].find((n) => n.textContent?.includes(text));
  return notice ? /sk-notification--(\w+)/.exec(notice.className)?.[1] : undefined;
}

const byId = (field: string) =>
  document.getElementById(`newsletter-${field === 'honeypot' ? 'homepage' : field}`) as HTMLInputElement | null;
/** A field a shopper can reach: in the HTML (always, D23) and not in the collapsed part (display: none where scripts run). */
const shown = (el: HTMLElement | null) => Boolean(el) && !el!.closest('[data-collapsed]');
const signupForm = () => document.querySelector<HTMLFormElement>('form.sk-newsletter__form');

async function drive(step: Case['steps'][number], calls: ReturnType<typeof renderSignup>['calls']) {
  const event = step.event as { type: string; field?: string; value?: string; output?: unknown; error?: unknown };
  const el = event.field ? byId(event.field) : null;
  const latest = <T,>(list: T[]) => list[list.length - 1]!;
  switch (event.type) {
    case 'START':
      return;
    case 'CHANGE':
      // While a DOI link is confirmed, and after it was, the view shows no sign-up form to type into.
      if (!el) return 'unreachable';
      // A browser lets nobody type into a disabled field (a customer's prefilled address): the machine hears nothing.
      if (el.disabled) return;
      fireEvent.change(el, { target: { value: event.value } });
      return;
    case 'FOCUS':
      if (!shown(el)) return 'unreachable';
      // Focusing the focused element does nothing in a browser either.
      if (document.activeElement !== el) fireEvent.focusIn(el!);
      return;
    case 'BLUR':
      if (!el) return 'unreachable';
      if (document.activeElement === el) act(() => el!.blur());
      else fireEvent.focusOut(el!);
      return;
    case 'SUBMIT':
      if (!signupForm()) return 'unreachable';
      fireEvent.submit(signupForm()!);
      return;
    case 'RESEND':
      fireEvent.click(screen.getByRole('button', { name: deAT.pending.resend }));
      return;
    case 'xstate.after.resendDelay.newsletterSignup.form.pending.waiting':
      await act(async () => vi.advanceTimersByTime(30_000));
      return;
  }
  const [, kind, , id] = event.type.split('.');
  const deferred =
    id === 'loadBaseData'
      ? latest(calls.baseData)
      : id === 'doubleOptIn'
        ? latest(calls.doi)
        : latest(calls.subscribe).answer;
  await act(async () =>
    kind === 'done' ? (deferred.resolve as (v: unknown) => void)(event.output) : deferred.reject(event.error),
  );
}

describe('the sign-up model paths, driven through the React view', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('has paths to drive', () => expect(cases.length).toBeGreaterThan(5));

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_, { steps, input }) => {
    const { calls } = renderSignup(deAT, { market: input.market, doiToken: input.doiToken });
    await flush();
    for (const step of steps.slice(1)) {
      if ((await drive(step, calls)) === 'unreachable') return; // a field the view does not show yet
      await flush();
      const expected = shopperSees(step.state as SignupSnapshot);
      const text = document.body.textContent ?? '';
      const where = `after ${step.event.type}`;
      expect(Boolean(signupForm()), where).toBe(expected.form);
      expect(Boolean(document.querySelector('form.sk-newsletter__doi')), where).toBe(expected.doiConfirmButton);
      expect(text.includes(deAT.pending.headline), where).toBe(expected.pending);
      expect(toneOf(deAT.errors.generic), where).toBe(expected.generalError ? 'error' : undefined);
      expect(toneOf(deAT.errors.invalidDoiLink), where).toBe(expected.invalidLink ? 'error' : undefined);
      if (expected.doiNotice) expect(toneOf(expected.doiNotice.text), where).toBe(expected.doiNotice.tone);
      expect(
        Boolean(screen.queryByRole('button', { name: new RegExp(`${deAT.pending.resend}|${deAT.pending.resending}`) })),
        where,
      ).toBe(expected.resendButton);
      if (expected.resendStatus) expect(text, where).toContain(expected.resendStatus);
      if (expected.form) {
        expect(byId('email')!.value, where).toBe(expected.email);
        expect(shown(byId('firstName')), where).toBe(expected.extraFields);
        for (const field of ['email', 'firstName', 'lastName'] as const) {
          const error = expected.errors[field];
          expect(
            document.getElementById(`newsletter-${field}-error`)?.textContent?.includes(error ?? '∅') ?? false,
            `${where}: ${field}`,
          ).toBe(Boolean(error));
        }
      }
    }
  });
});
