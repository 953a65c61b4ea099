/** The few DOM helpers the custom elements share (plain DOM, no framework). */
import type { MeasurePort } from '../core/widgets';
import type { NewsletterTextSegment } from '../core/newsletter/signup';

export type Attrs = Record<string, string | number | boolean | undefined>;

/** Creates an element; `true` sets an empty attribute, `false`/`undefined` none. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    el.setAttribute(name, value === true ? '' : String(value));
  }
  el.append(...children);
  return el;
}

/** Text with `[label](linkKey)` links, already resolved by the core into segments: never HTML. */
export function segmentNodes(segments: NewsletterTextSegment[]): Node[] {
  return segments.map((s) =>
    s.kind === 'link' ? h('a', { class: 'skv-link', href: s.href }, s.text) : document.createTextNode(s.text),
  );
}

/** Measures an expandable text again on resize and when its box changes (after `display: none`, a font loaded). */
export function domMeasurePort(content: Element): MeasurePort {
  return {
    measure: () => content.scrollHeight,
    subscribe: (onResize) => {
      window.addEventListener('resize', onResize);
      const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => onResize());
      observer?.observe(content);
      return () => {
        window.removeEventListener('resize', onResize);
        observer?.disconnect();
      };
    },
  };
}
