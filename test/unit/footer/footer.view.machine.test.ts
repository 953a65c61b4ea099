import { describe, expect, it } from 'vitest';
import { connectFooterView, footerViewMachine, loadFooterContent, type FooterViewInput } from '../../../core/footer';
import { loadFooterTexts } from '../../../core/footer/footer.texts';
import { createFakeEnv } from '../../../core/env/fake';
import { COOKIE } from '../../../core/env/cookies';
import { createCoveredActor } from '../../support/machine-coverage';

const texts = await loadFooterTexts('de-DE');
const de = await loadFooterContent('DE');

/** The footer a shopper sees from the running view machine: what connectFooterView gives the view. */
function run(input: FooterViewInput) {
  const actor = createCoveredActor(footerViewMachine, { input }).start();
  const shown = () =>
    connectFooterView(actor.getSnapshot(), actor.send, {
      state: { country: 'DE', content: de },
      texts,
      hasNewsletterSlot: true,
    });
  const pressViewSwitch = () => shown().getViewChangerProps().onClick();
  return { actor, shown, pressViewSwitch };
}

const portsOf = (env: ReturnType<typeof createFakeEnv>) => ({ viewport: env.viewport, cookies: env.cookies });

describe('footerViewMachine: the footer as the page shows it (D5, D68)', () => {
  it('without ports (server, no browser) it stays as rendered: the server platform and the page flag', () => {
    const { actor, shown } = run({ platform: 'MATCH' });
    expect(actor.getSnapshot().value).toBe('rendered');
    expect(shown()).toMatchObject({
      layout: 'phone',
      usePanels: true,
      reduced: false,
      viewChanger: { text: 'Zur Desktop-Ansicht' },
    });
    expect(run({}).shown().layout).toBe('desktop');
    expect(run({ reduced: true }).shown()).toMatchObject({
      reduced: true,
      teaserGroupsVisible: false,
      newsletterSlotVisible: false,
    });
  });

  it('without ports, the view switch still lays it out for the other view, and again back', () => {
    const { actor, shown, pressViewSwitch } = run({ platform: 'MATCH' });
    pressViewSwitch();
    expect(actor.getSnapshot().value).toBe('chosen');
    expect(shown()).toMatchObject({
      layout: 'desktop',
      countrySelector: { visible: true },
      viewChanger: { text: 'Zur mobilen Ansicht' },
    });
    pressViewSwitch();
    expect(shown()).toMatchObject({ layout: 'phone', countrySelector: { visible: false } });
  });

  it('in the browser it reads the page: a phone-wide viewport lays out the phone footer, whatever the server rendered', () => {
    const env = createFakeEnv({ width: 375 });
    const { actor, shown } = run({ platform: 'CLASSIC', ports: portsOf(env) });
    expect(actor.getSnapshot().value).toBe('following');
    expect(shown()).toMatchObject({ layout: 'phone', usePanels: true, countrySelector: { visible: false } });
  });

  it('follows the viewport and <html data-platform> (which wins over the width) until the person chooses a view', () => {
    const env = createFakeEnv({ width: 1400 });
    const { actor, shown, pressViewSwitch } = run({ ports: portsOf(env) });
    expect(shown().layout).toBe('desktop');
    env.setWidth(900);
    expect(shown().layout).toBe('tablet');
    env.setPlatformAttribute('SMARTPHONE');
    expect(shown().layout).toBe('phone');
    pressViewSwitch();
    expect(actor.getSnapshot().value).toBe('chosen');
    expect(shown().layout).toBe('desktop');
    // The person's choice stays: a resize no longer changes the layout.
    env.setWidth(375);
    expect(shown().layout).toBe('desktop');
    pressViewSwitch();
    expect(shown().layout).toBe('phone');
  });

  it.each([COOKIE.affiliateNumber, COOKIE.newApp])(
    'the %s cookie reduces the footer once the page is read: no groups, no slot, legal links kept',
    (cookie) => {
      const env = createFakeEnv({ width: 1400, cookies: { [cookie]: '1' } });
      const before = createCoveredActor(footerViewMachine, { input: { ports: portsOf(env) } });
      // Before it runs (the render that hydrates): the server's footer, not reduced.
      expect(
        connectFooterView(before.getSnapshot(), before.send, { state: { country: 'DE', content: de }, texts }).reduced,
      ).toBe(false);
      const { shown } = run({ ports: portsOf(env) });
      expect(shown()).toMatchObject({
        reduced: true,
        teaserGroupsVisible: false,
        newsletterSlotVisible: false,
        legalLinksVisible: true,
      });
      expect(shown().legalLinks.length).toBeGreaterThan(0);
    },
  );

  it('stops following the viewport when it stops', () => {
    const env = createFakeEnv({ width: 1400 });
    const { actor, shown } = run({ ports: portsOf(env) });
    actor.stop();
    env.setWidth(375);
    expect(shown().layout).toBe('desktop');
  });
});
