import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connectExpandableSection } from '../../../core/widgets/expandableSection.connect';
import { expandableSectionMachine, expandableSectionStart } from '../../../core/widgets/expandableSection.machine';
import { connectExpandableText, type ExpandableTextOptions } from '../../../core/widgets/expandableText.connect';
import { expandableTextMachine, type ExpandableTextEvent } from '../../../core/widgets/expandableText.machine';
import { connectNotification } from '../../../core/widgets/notification.connect';
import { notificationMachine, notificationStart } from '../../../core/widgets/notification.machine';
import { connectSelect } from '../../../core/widgets/select.connect';
import { selectMachine } from '../../../core/widgets/select.machine';

// Prop getters (Zag's pattern): connect() answers with the attributes and handlers a view spreads, so the view decides nothing.

describe('expandable section prop getters', () => {
  const ids = { trigger: 's-trigger', panel: 's-panel' };
  const run = (start = expandableSectionStart()) => {
    const actor = createActor(expandableSectionMachine, { snapshot: start }).start();
    return { actor, api: () => connectExpandableSection(actor.getSnapshot(), actor.send, ids) };
  };

  it('a closed section: a button controlling its hidden panel; its click opens it', () => {
    const { api } = run();
    expect(api().getRootProps()).toEqual({ 'data-state': 'closed', 'data-disabled': undefined });
    expect(api().getTriggerProps()).toMatchObject({
      id: 's-trigger',
      type: 'button',
      'aria-expanded': false,
      'aria-controls': 's-panel',
      disabled: false,
    });
    expect(api().getPanelProps()).toEqual({ id: 's-panel', hidden: true });
    api().getTriggerProps().onClick();
    expect(api().getRootProps()['data-state']).toBe('open');
    expect(api().getTriggerProps()['aria-expanded']).toBe(true);
    expect(api().getPanelProps().hidden).toBe(false);
  });

  it("the owner's open and close (a controlled section) open and close the panel", () => {
    const { api } = run();
    api().setOpen(true);
    expect(api().getPanelProps().hidden).toBe(false);
    expect(api().getTriggerProps()['aria-expanded']).toBe(true);
    api().setOpen(false);
    expect(api().getPanelProps().hidden).toBe(true);
  });

  it('a disabled section says so on its root and button, and its click does nothing', () => {
    const { api } = run(expandableSectionStart({ open: true, disabled: true }));
    expect(api().getRootProps()).toEqual({ 'data-state': 'closed', 'data-disabled': '' });
    expect(api().getTriggerProps().disabled).toBe(true);
    api().getTriggerProps().onClick();
    expect(api().getPanelProps().hidden).toBe(true);
  });
});

describe('expandable text prop getters', () => {
  const options: ExpandableTextOptions = { ids: { content: 't-content' }, labels: { more: 'Mehr', less: 'Weniger' } };
  const run = (extra: Partial<ExpandableTextOptions> = {}) => {
    const actor = createActor(expandableTextMachine, {
      input: { collapsedHeight: 60, measure: { measure: () => 0, subscribe: () => () => {} } },
    });
    const send = (e: ExpandableTextEvent) => actor.send(e);
    // Measured by hand (the port measures 0 on start): the test says when the content has a height.
    const report = (height: number) => send({ type: 'MEASURED', height });
    return {
      report,
      api: () => connectExpandableText(actor.getSnapshot(), send, { ...options, ...extra }),
      start: () => actor.start(),
    };
  };

  it('before it is measured: the whole text, no toggle; expected to overflow, collapsed with its toggle (assumed)', () => {
    const plain = run();
    expect(plain.api().hasToggle).toBe(false);
    expect(plain.api().getRootProps()).toEqual({
      'data-state': 'measuring',
      'data-assumed': undefined,
      style: undefined,
    });
    expect(plain.api().getContentProps()).toEqual({ id: 't-content', style: undefined, inert: false });
    const expected = run({ expectOverflow: true });
    expect(expected.api().hasToggle).toBe(true);
    expect(expected.api().getRootProps()).toEqual({
      'data-state': 'measuring',
      'data-assumed': '',
      style: { '--sk-expandable-assumed-height': '60px' },
    });
    // Not inert before it is measured: without JavaScript every link in the text works (D29).
    expect(expected.api().getContentProps().inert).toBe(false);
    expect(expected.api().getToggleProps()).toMatchObject({
      type: 'button',
      'aria-expanded': false,
      'aria-controls': 't-content',
    });
    expect(expected.api().toggleLabel).toBe('Mehr');
  });

  it('taller than the collapsed height: clipped and inert until its toggle opens it; the label says what a press does', () => {
    const { api, report, start } = run({ expectOverflow: true });
    start();
    report(300);
    expect(api().assumed).toBe(false);
    expect(api().getRootProps()).toEqual({ 'data-state': 'collapsed', 'data-assumed': undefined, style: undefined });
    expect(api().getContentProps()).toEqual({
      id: 't-content',
      style: { maxHeight: '60px', overflow: 'hidden' },
      inert: true,
    });
    api().getToggleProps().onClick?.();
    expect(api().getRootProps()['data-state']).toBe('expanded');
    expect(api().getContentProps()).toEqual({ id: 't-content', style: undefined, inert: false });
    expect(api().getToggleProps()['aria-expanded']).toBe(true);
    expect(api().toggleLabel).toBe('Weniger');
  });

  it('short enough: no toggle, nothing clipped', () => {
    const { api, report, start } = run({ expectOverflow: true });
    start();
    report(40);
    expect(api().hasToggle).toBe(false);
    expect(api().getRootProps()['data-state']).toBe('fits');
    expect(api().getContentProps().style).toBeUndefined();
    // A renderer that spreads every getter (the custom element) hides the toggle it keeps in the DOM.
    expect(api().getToggleProps().hidden).toBe(true);
  });
});

describe('notification prop getters', () => {
  it('errors and warnings interrupt (alert), the others wait (status); the root names its variant', () => {
    const snapshot = createActor(notificationMachine).getSnapshot();
    const root = (variant: 'error' | 'success' | 'information' | 'warning') =>
      connectNotification(snapshot, () => {}, { variant, closeLabel: 'x' }).getRootProps();
    expect(root('error')).toEqual({ role: 'alert', 'data-variant': 'error' });
    expect(root('warning')).toEqual({ role: 'alert', 'data-variant': 'warning' });
    expect(root('success')).toEqual({ role: 'status', 'data-variant': 'success' });
    expect(root('information')).toEqual({ role: 'status', 'data-variant': 'information' });
  });

  it('the close button is named and closes the bar; a bar without it says so', () => {
    const actor = createActor(notificationMachine, { snapshot: notificationStart(true) }).start();
    const api = () =>
      connectNotification(actor.getSnapshot(), actor.send, { variant: 'information', closeLabel: 'Schließen' });
    expect(api().closable).toBe(true);
    expect(api().getCloseProps()).toMatchObject({ type: 'button', 'aria-label': 'Schließen' });
    api().getCloseProps().onClick();
    expect(api().open).toBe(false);
    expect(
      connectNotification(actor.getSnapshot(), actor.send, { variant: 'error', closeLabel: 'x', closable: false })
        .closable,
    ).toBe(false);
  });
});

describe('select view model', () => {
  const options = [
    { value: '', text: 'Please choose' },
    { value: 'MRS', text: 'Mrs' },
  ];
  const shown = (given: { required?: boolean; options?: typeof options } = {}) =>
    connectSelect(createActor(selectMachine).start().getSnapshot(), () => {}, { options, ...given });

  it('a select given no options shows the empty value, so its element stays controlled', () => {
    expect(shown({ options: [] }).value).toBe('');
  });

  it('on its placeholder, a select the owner did not mark required is not missing; a required one is', () => {
    expect(shown()).toMatchObject({ value: '', missing: false });
    expect(shown({ required: false }).missing).toBe(false);
    expect(shown({ required: true }).missing).toBe(true);
  });
});
