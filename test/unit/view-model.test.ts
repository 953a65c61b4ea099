import { describe, expect, it } from 'vitest';
import { sameViewModel, shareViewModel, viewModelSharer } from '../../core/view-model';

describe('sameViewModel', () => {
  it('compares data and ignores functions', () => {
    const a = { x: [1, { y: 'z' }], on: () => 1 };
    expect(sameViewModel(a, { x: [1, { y: 'z' }], on: () => 2 })).toBe(true);
    expect(sameViewModel(a, { x: [1, { y: 'Z' }], on: () => 1 })).toBe(false);
    expect(sameViewModel(a, { x: [1, { y: 'z' }] })).toBe(false);
    expect(sameViewModel([1], { 0: 1 })).toBe(false);
    expect(sameViewModel({ a: undefined }, { b: undefined })).toBe(false);
    expect(sameViewModel(null, {})).toBe(false);
    expect(sameViewModel(Number.NaN, Number.NaN)).toBe(true);
  });

  it('compares what prop getters answer: their attributes are what the view shows', () => {
    const view = (state: string) => ({ getRootProps: () => ({ 'data-state': state }), onClick: () => state });
    expect(sameViewModel(view('measuring'), view('measuring'))).toBe(true);
    expect(sameViewModel(view('measuring'), view('fits'))).toBe(false);
    // A getter that takes arguments, or a function not named like one, is a handler: not called.
    const handler = (state: string) => ({ getItemProps: (i: number) => ({ i, state }), getRoot: () => state });
    expect(sameViewModel(handler('a'), handler('b'))).toBe(true);
  });
});

describe('shareViewModel', () => {
  it('gives the previous view model whole when nothing it shows changed', () => {
    const prev = { open: true, texts: { more: 'Mehr' }, toggle: () => 1 };
    expect(shareViewModel(prev, { open: true, texts: { more: 'Mehr' }, toggle: () => 2 })).toBe(prev);
  });

  it('a changed view model keeps the identity of its unchanged parts and takes the new data and functions', () => {
    const prev = {
      open: false,
      texts: { more: 'Mehr' },
      items: [{ id: 1 }, { id: 2 }],
      getToggleProps: () => ({ 'aria-expanded': false }),
    };
    const next = {
      open: true,
      texts: { more: 'Mehr' },
      items: [{ id: 1 }, { id: 3 }],
      getToggleProps: () => ({ 'aria-expanded': true }),
    };
    const shared = shareViewModel(prev, next);
    expect(shared).not.toBe(prev);
    expect(shared.open).toBe(true);
    expect(shared.texts).toBe(prev.texts);
    expect(shared.items).not.toBe(prev.items);
    expect(Array.isArray(shared.items)).toBe(true);
    expect(shared.items[0]).toBe(prev.items[0]);
    expect(shared.items[1]).toEqual({ id: 3 });
    // A prop getter answers from the snapshot it was made with: the rebuilt view has the new one.
    expect(shared.getToggleProps()).toEqual({ 'aria-expanded': true });
  });

  it('a view model whose prop getters answer differently is new, with the new getters', () => {
    const view = (state: string) => ({ texts: { more: 'Mehr' }, getRootProps: () => ({ 'data-state': state }) });
    const prev = view('measuring');
    const shared = shareViewModel(prev, view('fits'));
    expect(shared).not.toBe(prev);
    expect(shared.getRootProps()).toEqual({ 'data-state': 'fits' });
    expect(shared.texts).toBe(prev.texts);
    expect(shareViewModel(prev, view('measuring'))).toBe(prev);
  });

  it('added and removed parts make a new view model', () => {
    const prev: { a: number; b?: number } = { a: 1, b: 2 };
    expect(shareViewModel(prev, { a: 1 })).toEqual({ a: 1 });
    expect(shareViewModel({ a: 1 } as { a: number; b?: number }, { a: 1, b: 2 })).toEqual({ a: 1, b: 2 });
    expect(shareViewModel(undefined, prev)).toBe(prev);
  });

  it('leaves objects that are not plain data (dates, class instances) to the new view model', () => {
    const prev = { at: new Date(0) };
    const next = { at: new Date(0) };
    expect(shareViewModel(prev, next).at).toBe(next.at);
  });

  it('a sharer remembers what it returned last', () => {
    const share = viewModelSharer<{ texts: { more: string }; count: number }>();
    const first = share({ texts: { more: 'Mehr' }, count: 1 });
    const second = share({ texts: { more: 'Mehr' }, count: 2 });
    expect(second.texts).toBe(first.texts);
    expect(share({ texts: { more: 'Mehr' }, count: 2 })).toBe(second);
  });
});
