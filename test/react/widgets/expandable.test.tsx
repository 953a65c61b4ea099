// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MeasurePort } from '../../../core/widgets/expandableText.machine';
import { ExpandableSection } from '../../../react/widgets/ExpandableSection';
import { ExpandableText } from '../../../react/widgets/ExpandableText';

afterEach(cleanup);

describe('ExpandableSection', () => {
  it('is a heading with a real button controlling its panel', () => {
    render(
      <ExpandableSection id="pay" title="Payment" headingLevel={2}>
        Card or invoice
      </ExpandableSection>,
    );
    const trigger = screen.getByRole('button', { name: 'Payment' });
    expect(trigger.closest('h2')).not.toBeNull();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(trigger.getAttribute('aria-controls')).toBe('pay-panel');
    expect(document.getElementById('pay-panel')!.hidden).toBe(true);
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById('pay-panel')!.hidden).toBe(false);
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('starts open when asked and reports every change', () => {
    const onOpenChange = vi.fn();
    render(
      <ExpandableSection title="Payment" defaultOpen onOpenChange={onOpenChange}>
        x
      </ExpandableSection>,
    );
    const trigger = screen.getByRole('button', { name: 'Payment' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(trigger);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    fireEvent.click(trigger);
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
  });

  it('becoming disabled forces it closed; it cannot be opened while disabled', () => {
    const { rerender } = render(
      <ExpandableSection title="Payment" defaultOpen>
        x
      </ExpandableSection>,
    );
    rerender(
      <ExpandableSection title="Payment" defaultOpen disabled>
        x
      </ExpandableSection>,
    );
    const trigger = screen.getByRole('button', { name: 'Payment' }) as HTMLButtonElement;
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(trigger.disabled).toBe(true);
    rerender(
      <ExpandableSection title="Payment" defaultOpen>
        x
      </ExpandableSection>,
    );
    expect(trigger.disabled).toBe(false);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('follows a controlled open prop', () => {
    const { rerender } = render(
      <ExpandableSection title="Payment" open={false}>
        x
      </ExpandableSection>,
    );
    const trigger = screen.getByRole('button', { name: 'Payment' });
    rerender(
      <ExpandableSection title="Payment" open>
        x
      </ExpandableSection>,
    );
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
  });
});

function fakeMeasure(initial: number) {
  let height = initial;
  const listeners = new Set<() => void>();
  const port: MeasurePort = {
    measure: () => height,
    subscribe: (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
  };
  return {
    port,
    resize(next: number) {
      height = next;
      act(() => listeners.forEach((l) => l()));
    },
  };
}

describe('ExpandableText', () => {
  it('has no toggle when the text fits', () => {
    const m = fakeMeasure(60);
    render(<ExpandableText measurePort={m.port}>Short</ExpandableText>);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('collapses a taller text to 96 px with a show more toggle', () => {
    const m = fakeMeasure(300);
    render(
      <ExpandableText id="t" measurePort={m.port}>
        Long
      </ExpandableText>,
    );
    const content = document.getElementById('t-content')!;
    expect(content.style.maxHeight).toBe('96px');
    const toggle = screen.getByRole('button', { name: 'Show more' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe('t-content');
    fireEvent.click(toggle);
    expect(content.style.maxHeight).toBe('');
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('collapsed, the text is inert (a link in the clipped part takes no focus); expanded, it is not', () => {
    const m = fakeMeasure(300);
    render(
      <ExpandableText id="f" measurePort={m.port}>
        Long text with <a href="#terms">terms</a>
      </ExpandableText>,
    );
    const content = document.getElementById('f-content')!;
    expect(content.hasAttribute('inert')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(content.hasAttribute('inert')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(content.hasAttribute('inert')).toBe(true);
  });

  it('a link holding focus when the text grows taller than the collapsed height hands focus to the toggle (issue 43.1)', () => {
    const m = fakeMeasure(60);
    render(
      <ExpandableText id="g" measurePort={m.port}>
        Text with <a href="#terms">terms</a>
      </ExpandableText>,
    );
    screen.getByRole('link', { name: 'terms' }).focus();
    m.resize(300);
    expect(document.getElementById('g-content')!.hasAttribute('inert')).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show more' }));
  });

  it('the server HTML is never inert (without JavaScript the whole text and its links work)', () => {
    const html = renderToString(
      <ExpandableText id="s" expectOverflow collapsedHeight={60}>
        Long text with <a href="#terms">terms</a>
      </ExpandableText>,
    );
    expect(html).toContain('href="#terms"');
    expect(html).not.toContain('inert');
  });

  it('re-measures on resize: the toggle comes and goes', () => {
    const m = fakeMeasure(60);
    render(<ExpandableText measurePort={m.port}>Text</ExpandableText>);
    m.resize(200);
    expect(screen.getByRole('button', { name: 'Show more' })).not.toBeNull();
    m.resize(90);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('honours a custom collapsed height', () => {
    const m = fakeMeasure(70);
    render(
      <ExpandableText id="c" measurePort={m.port} collapsedHeight={60}>
        Text
      </ExpandableText>,
    );
    expect(document.getElementById('c-content')!.style.maxHeight).toBe('60px');
  });

  it('measures the real element by default (jsdom reports 0: fits)', () => {
    render(<ExpandableText>Text</ExpandableText>);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('ExpandableText expected to overflow', () => {
  const port = (height: number): MeasurePort => ({ measure: () => height, subscribe: () => () => {} });

  it('server HTML: collapsed with its toggle (where scripts run, by CSS), so measuring moves nothing', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(
      <ExpandableText expectOverflow collapsedHeight={60} id="legal">
        A long legal notice
      </ExpandableText>,
    );
    expect(html).toContain('data-assumed=""');
    expect(html).toContain('--sk-expandable-assumed-height:60px');
    expect(html).toContain('aria-expanded="false"');
    const plain = renderToString(<ExpandableText id="legal">A long legal notice</ExpandableText>);
    expect(plain).not.toContain('data-assumed=""');
    expect(plain).not.toContain('<button');
  });

  it('once measured the machine decides: a short text loses the toggle, a long one keeps it', () => {
    render(
      <ExpandableText expectOverflow collapsedHeight={60} measurePort={port(20)} id="short">
        Short
      </ExpandableText>,
    );
    expect(document.querySelector('#short-content')!.closest('[data-assumed]')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    render(
      <ExpandableText expectOverflow collapsedHeight={60} measurePort={port(300)} id="long">
        Long
      </ExpandableText>,
    );
    expect(screen.getByRole('button').getAttribute('aria-expanded')).toBe('false');
  });
});
