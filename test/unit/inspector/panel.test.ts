// @vitest-environment jsdom
/**
 * The offline inspector panel (demo/inspector): fed only by XState's inspection stream, it lists every live
 * actor with its state, context and last events. Driven here by the real sign-up machine of the core.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { newsletterSignupMachine, type NewsletterBaseData } from '../../../core/newsletter';
import { describeEvent, displayJson, mountInspectorPanel, type InspectorPanel } from '../../../demo/inspector/panel';
import { inspectModeFromUrl, inspectorFromUrl } from '../../../demo/inspector/setup';

let panel: InspectorPanel | undefined;
afterEach(() => {
  panel?.destroy();
  panel = undefined;
});

/** The sign-up machine with a subscribe call the test answers by hand. */
function signup() {
  let answer: (() => void) | undefined;
  const machine = newsletterSignupMachine.provide({
    actors: {
      subscribe: fromPromise(() => new Promise<unknown>((resolve) => (answer = () => resolve(undefined)))),
      loadBaseData: fromPromise<NewsletterBaseData | null, void>(async () => null),
    },
  });
  panel = mountInspectorPanel({ schedule: (render) => render() });
  const actor = createActor(machine, { input: { market: 'DE' }, inspect: panel.observe });
  return { actor, panel, answer: () => answer?.() };
}

const item = (name: string) => document.querySelector<HTMLElement>(`.ski-panel li[data-actor-name="${name}"]`);
const part = (name: string, p: string) =>
  item(name)?.querySelector<HTMLElement>(`[data-part="${p}"]`)?.textContent ?? '';
const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('inspector panel', () => {
  it('is an overlay landmark with a heading and a Hide/Show toggle', () => {
    panel = mountInspectorPanel({ schedule: (render) => render() });
    const aside = document.querySelector('aside[aria-label="Machine inspector"]');
    expect(aside).not.toBeNull();
    const toggle = aside!.querySelector('button')!;
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    toggle.click();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(aside!.querySelector('ol')!.hidden).toBe(true);
    toggle.click();
    expect(aside!.querySelector('ol')!.hidden).toBe(false);
  });

  it('an actor appears once started, with its state value and context', () => {
    const { actor } = signup();
    expect(item('newsletterSignup')).toBeNull();
    actor.start();
    expect(item('newsletterSignup')).not.toBeNull();
    expect(JSON.parse(part('newsletterSignup', 'state'))).toEqual({
      prefill: 'idle',
      doubleOptIn: 'idle',
      form: { filling: 'editing' },
    });
    expect(part('newsletterSignup', 'context')).toContain('"email":""');
    expect(document.querySelector('.ski-title')?.textContent).toBe('Machines (1 live)');
  });

  it('shows the last events, newest first, at most ten', () => {
    const { actor } = signup();
    actor.start();
    for (let i = 0; i < 12; i++) actor.send({ type: 'CHANGE', field: 'firstName', value: `n${i}` });
    actor.send({ type: 'SUBMIT' });
    const events = [...item('newsletterSignup')!.querySelectorAll('[data-part="events"] li')].map(
      (li) => li.textContent,
    );
    expect(events).toHaveLength(10);
    expect(events[0]).toBe('SUBMIT');
    expect(events[1]).toBe('CHANGE field="firstName" value="n11"');
    expect(part('newsletterSignup', 'context')).toContain('"firstName":"n11"');
    expect(part('newsletterSignup', 'context')).toContain('"email":"emailRequired"');
  });

  it('lists an invoked actor while it runs and drops it when it is done; a stopped actor leaves', async () => {
    const { actor, answer } = signup();
    actor.start();
    actor.send({ type: 'CHANGE', field: 'email', value: 'ada@example.com' });
    actor.send({ type: 'SUBMIT' });
    expect(item('subscribe')).not.toBeNull();
    expect(part('subscribe', 'state')).toBe('active');
    expect(JSON.parse(part('newsletterSignup', 'state')).form).toEqual({ filling: 'submitting' });
    answer();
    await flush();
    expect(item('subscribe')).toBeNull();
    expect(JSON.parse(part('newsletterSignup', 'state')).form).toEqual({ pending: 'waiting' });
    actor.stop();
    expect(item('newsletterSignup')).toBeNull();
    expect(document.querySelector('.ski-title')?.textContent).toBe('Machines (0 live)');
  });

  it('context JSON is truncated and survives functions, actor refs and cycles', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(displayJson(cyclic)).toBe('{"a":1,"self":"[circular]"}');
    expect(displayJson({ log: function warn() {} })).toBe('{"log":"ƒ warn"}');
    expect(displayJson({ long: 'x'.repeat(2000) }, 50)).toHaveLength(50);
    expect(displayJson({ long: 'x'.repeat(2000) }, 50).endsWith('…')).toBe(true);
    const actor = createActor(newsletterSignupMachine, { input: { market: 'DE' } });
    expect(displayJson({ child: actor })).toBe(`{"child":"[actor ${actor.id}]"}`);
    expect(describeEvent({ type: 'BLUR', field: 'email' })).toBe('BLUR field="email"');
  });
});

describe('?inspect', () => {
  it('reads the mode from the address', () => {
    expect(inspectModeFromUrl('http://shop/at/')).toBeUndefined();
    expect(inspectModeFromUrl('http://shop/at/?doi=x')).toBeUndefined();
    expect(inspectModeFromUrl('http://shop/at/?inspect')).toEqual({ panel: true, stately: true });
    expect(inspectModeFromUrl('http://shop/at/?inspect=panel')).toEqual({ panel: true, stately: false });
    expect(inspectModeFromUrl('/at/?doi=1&inspect=stately')).toEqual({ panel: false, stately: true });
  });

  it('without ?inspect gives no observer and mounts nothing', async () => {
    await expect(inspectorFromUrl('http://shop/at/')).resolves.toBeUndefined();
    expect(document.querySelector('.ski-panel')).toBeNull();
  });

  it('?inspect=panel mounts the panel and returns its observer', async () => {
    const inspect = await inspectorFromUrl('http://shop/at/?inspect=panel');
    expect(typeof inspect).toBe('function');
    expect(document.querySelector('.ski-panel')).not.toBeNull();
    const actor = createActor(newsletterSignupMachine, { input: { market: 'AT' }, inspect });
    actor.start();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.querySelector('.ski-panel li[data-actor-name="newsletterSignup"]')).not.toBeNull();
    actor.stop();
    document.querySelector('.ski-panel')?.remove();
  });
});
