import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createFakeEnv } from '../../../core/env';
import {
  connectPreferences,
  createPreferencesCalls,
  newsletterPreferencesMachine,
  type PreferencesEvent,
  type PreferencesSubscriber,
} from '../../../core/newsletter';
import { normalizeVueProps } from '../../../core/props';
import huHU from '../../../core/newsletter/signup/texts/hu-HU';
import { loadPreferencesTexts } from '../../../core/newsletter';
import { createServiceClient } from '../../../openapi/client';
import { HU_SUBSCRIBER } from '../../fixtures/preferences';

const prefs = await loadPreferencesTexts('hu-HU');

function started(load: () => Promise<PreferencesSubscriber>, unsubscribe: () => Promise<void> = async () => undefined) {
  const machine = newsletterPreferencesMachine.provide({
    actors: { loadSubscriber: fromPromise(load), unsubscribe: fromPromise(unsubscribe) } as never,
  });
  const actor = createActor(machine, { input: { token: 'tok-1', market: 'HU' } }).start();
  actor.send({ type: 'START' });
  return actor;
}

describe('connectPreferences decides what the views used to (issue 30)', () => {
  it('an unknown link is an error notice with its id, the loading text shows while loading, the intro only while editing', async () => {
    const loading = started(() => new Promise(() => {}));
    const view = connectPreferences(loading.getSnapshot(), () => {}, huHU, prefs);
    expect(view.loading).toBe(prefs.loading);
    expect(view.showIntro).toBe(false);
    const invalid = started(() => Promise.reject(Object.assign(new Error('404'), { status: 404 })));
    await waitFor(invalid, (s) => s.matches('invalid'));
    expect(connectPreferences(invalid.getSnapshot(), () => {}, huHU, prefs).invalidNotice).toEqual({
      tone: 'error',
      text: prefs.invalidLink,
      id: 'newsletter-preferences-invalid-link',
    });
  });

  it('while editing: the consent posts DNE, the save form posts and saves on submit, an unsubscribe is a success', async () => {
    const actor = started(async () => HU_SUBSCRIBER);
    await waitFor(actor, (s) => s.matches('idle') || s.matches('editing'));
    const sent: PreferencesEvent[] = [];
    const view = connectPreferences(actor.getSnapshot(), (e) => sent.push(e), huHU, prefs);
    expect(view.showIntro).toBe(true);
    expect(view.form!.dne.getCheckboxProps()).toMatchObject({
      name: 'dne',
      type: 'checkbox',
      value: 'DNE',
      checked: true,
    });
    expect(view.form!.salutation!.options[0]).toEqual({ value: '', text: 'Kérjük, válasszon' });
    expect(view.form!.getFormProps()).toMatchObject({ method: 'post', noValidate: true });
    expect(view.form!.saveButton.getButtonProps()).toEqual({ type: 'submit' });
    let prevented = false;
    view.form!.getFormProps().onSubmit({ preventDefault: () => (prevented = true) });
    view.form!.dne.getCheckboxProps().onChange!({ target: { checked: false } });
    expect(prevented).toBe(true);
    expect(sent).toEqual([{ type: 'SAVE' }, { type: 'CHANGE', field: 'dne', value: false }]);
    // The erase form: its submit asks first, then the pressed button answers (the submit event's submitter).
    view.erase!.getFormProps().onSubmit({ preventDefault() {}, nativeEvent: { submitter: { value: 'erase' } } });
    expect(sent.at(-1)).toEqual({ type: 'ERASE' });
    actor.send({ type: 'UNSUBSCRIBE' });
    await waitFor(actor, (s) => s.matches('unsubscribed'));
    expect(connectPreferences(actor.getSnapshot(), () => {}, huHU, prefs).unsubscribed).toMatchObject({
      tone: 'success',
      headline: prefs.unsubscribedHeadline,
    });
  });

  it("normalised for Vue: for, lower-case attributes, a name's every edit as onInput", async () => {
    const actor = started(async () => HU_SUBSCRIBER);
    await waitFor(actor, (s) => Boolean(s.context.subscriber));
    const view = connectPreferences(actor.getSnapshot(), () => {}, huHU, prefs, { normalize: normalizeVueProps });
    expect(view.form!.lastName!.getLabelProps()).toEqual({ for: 'newsletter-preferences-lastName' });
    expect(view.form!.lastName!.getInputProps()).toMatchObject({
      autocomplete: 'family-name',
      maxlength: 40,
      value: 'Kovács',
    });
    expect(view.form!.lastName!.getInputProps()).toHaveProperty('onInput');
  });
});

describe('the preference calls take the page address from the page port', () => {
  it('sends its origin and path as X-Original-Address, never the token in its query', async () => {
    const seen: Request[] = [];
    const client = createServiceClient({
      origin: 'http://shop.test',
      fetch: async (req: Request) => (seen.push(req), new Response(null, { status: 204 })),
    } as never);
    const env = createFakeEnv({ pageAddress: 'http://shop.test/hu/newsletter/preferences?token=tok-1#top' });
    await createPreferencesCalls(client, { market: 'HU', ports: () => env }).unsubscribe('tok-1');
    expect(seen.map((r) => r.headers.get('X-Original-Address'))).toEqual([
      'http://shop.test/hu/newsletter/preferences',
    ]);
  });
});
