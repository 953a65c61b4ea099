/**
 * The offline machine inspector: an in-page overlay of every live actor, built from XState's inspection stream.
 * Plain DOM, no network. Loaded by `setup.ts` only for `?inspect` in development, so no production bundle holds it.
 */
import type { InspectionEvent } from 'xstate';

/** What the panel reads of an actor ref (inspection events type them loosely). */
interface Ref {
  id: string;
  sessionId: string;
  src?: unknown;
  logic?: unknown;
  _parent?: { id: string };
}

export interface InspectorPanelOptions {
  /** Where to mount; default `document.body`. */
  parent?: HTMLElement;
  /** Events kept per actor; default 10. */
  maxEvents?: number;
  /** Characters of context JSON shown; default 800. */
  maxContext?: number;
  /** Batches re-renders; default one per animation frame. Tests pass `(fn) => fn()`. */
  schedule?: (render: () => void) => void;
}

export interface InspectedActor {
  sessionId: string;
  id: string;
  /** The machine id, or the logic's source name (`subscribe`, `loadBaseData`...) for other actors. */
  name: string;
  parent?: string;
  started: boolean;
  status: string;
  value?: unknown;
  context?: unknown;
  /** Newest first. */
  events: string[];
}

export interface InspectorPanel {
  /** The observer to pass as `inspect` to `createActor` / `useActorRef`. */
  observe(event: InspectionEvent): void;
  /** The live actors, in creation order. */
  actors(): InspectedActor[];
  element: HTMLElement;
  destroy(): void;
}

const STYLE = `
.ski-panel{position:fixed;right:8px;bottom:8px;z-index:2147483000;width:min(26rem,calc(100vw - 16px));max-height:min(70vh,40rem);
display:flex;flex-direction:column;font:12px/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;color:#f5f1ec;background:#1d1916;
border:1px solid #6b6158;border-radius:8px;box-shadow:0 4px 24px rgb(0 0 0/.35)}
.ski-panel[data-collapsed="true"]{width:auto}
.ski-head{display:flex;align-items:center;gap:8px;padding:6px 8px;border-bottom:1px solid #3d3631}
.ski-title{margin:0;font-size:12px;font-weight:700;flex:1}
.ski-toggle{font:inherit;color:#1d1916;background:#ffd27a;border:0;border-radius:4px;padding:2px 8px;min-height:24px;cursor:pointer}
.ski-toggle:focus-visible{outline:2px solid #fff;outline-offset:2px}
.ski-list{list-style:none;margin:0;padding:0 8px 8px;overflow:auto}
.ski-list:focus-visible{outline:2px solid #ffd27a;outline-offset:-2px}
.ski-list[hidden]{display:none}
.ski-actor{border-top:1px solid #3d3631;padding:6px 0}
.ski-name{margin:0 0 2px;font-size:12px;color:#ffd27a}
.ski-id{color:#c9bfb5;font-weight:400}
.ski-dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 8px;margin:0}
.ski-dl dt{color:#c9bfb5}
.ski-dl dd{margin:0;min-width:0}
.ski-pre{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
.ski-events{margin:0;padding-left:1.5em}
`;

/** JSON for display: functions, actor refs, DOM nodes and cycles become short labels; never throws. */
export function displayJson(value: unknown, max = 800): string {
  const seen = new WeakSet<object>();
  let text: string;
  try {
    text =
      JSON.stringify(value, (_key, v: unknown) => {
        if (typeof v === 'function') return `ƒ ${(v as { name?: string }).name || 'anonymous'}`;
        if (typeof v === 'bigint') return `${v}n`;
        if (v && typeof v === 'object') {
          // Actor refs serialize themselves as { xstate$$type: 1, id } (their toJSON); show them as a label.
          if (
            (v as { xstate$$type?: unknown }).xstate$$type === 1 ||
            (typeof (v as { send?: unknown }).send === 'function' && 'sessionId' in v)
          ) {
            return `[actor ${(v as Ref).id}]`;
          }
          if (typeof Node !== 'undefined' && v instanceof Node) return `[${v.nodeName.toLowerCase()}]`;
          if (seen.has(v)) return '[circular]';
          seen.add(v);
        }
        return v;
      }) ?? String(value);
  } catch (error) {
    text = `[unserializable: ${(error as Error).message}]`;
  }
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** `CHANGE field=email value="a@b"`: the event type and its payload, short. */
export function describeEvent(event: { type: string; [key: string]: unknown }): string {
  const { type, ...payload } = event;
  const parts = Object.entries(payload).map(([k, v]) => `${k}=${displayJson(v, 60)}`);
  return [type, ...parts].join(' ');
}

function nameOf(ref: Ref): string {
  const logic = ref.logic as { id?: unknown; config?: unknown } | undefined;
  if (logic && typeof logic.id === 'string' && logic.config) return logic.id;
  const src = ref.src;
  return typeof src === 'string' ? src : ref.id;
}

function h<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  if (className) el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

export function mountInspectorPanel(options: InspectorPanelOptions = {}): InspectorPanel {
  const maxEvents = options.maxEvents ?? 10;
  const maxContext = options.maxContext ?? 800;
  const schedule =
    options.schedule ??
    ((fn) => (typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => fn()) : setTimeout(fn, 0)));
  const actors = new Map<string, InspectedActor>();

  const style = h('style');
  style.textContent = STYLE;
  const element = h('aside', 'ski-panel');
  element.setAttribute('aria-label', 'Machine inspector');
  element.dataset.skInspector = 'panel';
  const head = h('div', 'ski-head');
  const title = h('h2', 'ski-title', 'Machines');
  const toggle = h('button', 'ski-toggle', 'Hide');
  toggle.type = 'button';
  toggle.setAttribute('aria-expanded', 'true');
  const list = h('ol', 'ski-list');
  list.id = 'sk-inspector-actors';
  // The list scrolls: keyboard users reach it with Tab and scroll it with the arrow keys.
  list.tabIndex = 0;
  list.setAttribute('aria-label', 'Live actors');
  toggle.setAttribute('aria-controls', list.id);
  toggle.addEventListener('click', () => {
    const open = list.hidden;
    list.hidden = !open;
    toggle.textContent = open ? 'Hide' : 'Show';
    toggle.setAttribute('aria-expanded', String(open));
    element.dataset.collapsed = String(!open);
  });
  head.append(title, toggle);
  element.append(head, list);
  const parent = options.parent ?? document.body;
  parent.append(style, element);

  let queued = false;
  const render = () => {
    queued = false;
    const live = [...actors.values()].filter((a) => a.started);
    title.textContent = `Machines (${live.length} live)`;
    list.replaceChildren(
      ...live.map((a) => {
        const item = h('li', 'ski-actor');
        item.dataset.actorId = a.id;
        item.dataset.actorName = a.name;
        const name = h('h3', 'ski-name', a.name);
        name.append(' ', h('span', 'ski-id', `#${a.id}${a.parent ? ` ← ${a.parent}` : ''}`));
        const dl = h('dl', 'ski-dl');
        const row = (label: string, part: string, content: HTMLElement) => {
          content.dataset.part = part;
          const dd = h('dd');
          dd.append(content);
          dl.append(h('dt', undefined, label), dd);
        };
        row('state', 'state', h('code', undefined, a.value === undefined ? a.status : displayJson(a.value, 300)));
        if (a.context !== undefined) row('context', 'context', h('pre', 'ski-pre', displayJson(a.context, maxContext)));
        const events = h('ol', 'ski-events');
        events.reversed = true;
        events.append(...a.events.map((e) => h('li', undefined, e)));
        row('events', 'events', events);
        item.append(name, dl);
        return item;
      }),
    );
  };
  const changed = () => {
    if (queued) return;
    queued = true;
    schedule(render);
  };

  const entry = (actorRef: unknown): InspectedActor => {
    const ref = actorRef as Ref;
    let a = actors.get(ref.sessionId);
    if (!a) {
      a = {
        sessionId: ref.sessionId,
        id: ref.id,
        name: nameOf(ref),
        parent: ref._parent?.id,
        started: false,
        status: 'not started',
        events: [],
      };
      actors.set(ref.sessionId, a);
    }
    return a;
  };

  const observe = (event: InspectionEvent) => {
    switch (event.type) {
      case '@xstate.actor':
        entry(event.actorRef);
        break;
      case '@xstate.event': {
        const a = entry(event.actorRef);
        a.started = true;
        const source = event.sourceRef as unknown as Ref | undefined;
        const from = source && source !== (event.actorRef as unknown) ? ` (from ${source.id})` : '';
        a.events = [`${describeEvent(event.event)}${from}`, ...a.events].slice(0, maxEvents);
        break;
      }
      case '@xstate.snapshot': {
        const a = entry(event.actorRef);
        const snapshot = event.snapshot as { status?: string; value?: unknown; context?: unknown };
        a.started = true;
        a.status = snapshot.status ?? 'active';
        a.value = snapshot.value;
        a.context = snapshot.context;
        // Only live actors are listed: a finished, failed or stopped one leaves the panel.
        if (a.status !== 'active') actors.delete(a.sessionId);
        break;
      }
      default:
        return;
    }
    changed();
  };

  return {
    observe,
    actors: () => [...actors.values()].filter((a) => a.started),
    element,
    destroy() {
      element.remove();
      style.remove();
      actors.clear();
    },
  };
}
