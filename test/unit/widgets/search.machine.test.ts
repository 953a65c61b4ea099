import { describe, expect, it } from 'vitest';
import { connectSearch, searchMachine, type SearchEmitted } from '../../../core/widgets/search.machine';
import { createCoveredActor } from '../../support/machine-coverage';

/** A running search field, what it shows, and what its owner was told. */
function field(input: { term?: string } = {}, options: { value?: string; suggestions?: string[] } = {}) {
  const actor = createCoveredActor(searchMachine, { input }).start();
  const told: SearchEmitted[] = [];
  actor.on('*', (event) => told.push(event));
  const shown = (value = options.value) =>
    connectSearch(actor.getSnapshot(), actor.send, {
      value,
      suggestions: options.suggestions,
      suggestionLabel: (term) => `Suchvorschlag: ${term}`,
    });
  return { actor, shown, told };
}

describe('search field (spec section 4): a machine holds its term, its connect decides the keys', () => {
  it('shows what was typed and tells the owner each change', () => {
    const { shown, told } = field({ term: 'tee' });
    expect(shown().term).toBe('tee');
    shown().typed('teekanne');
    expect(shown().term).toBe('teekanne');
    expect(told).toEqual([{ type: 'change', term: 'teekanne' }]);
  });

  it('Enter searches for the trimmed term; the key is used (no form post)', () => {
    const { shown, told } = field({ term: '  espresso ' });
    expect(shown().keyDown('Enter')).toBe(true);
    expect(told).toEqual([{ type: 'search', term: 'espresso' }]);
  });

  it('Escape empties a field with a term and tells the owner; in an empty field it does nothing and is left to the browser', () => {
    const { shown, told } = field({ term: 'espresso' });
    expect(shown().keyDown('Escape')).toBe(true);
    expect(shown().term).toBe('');
    expect(told).toEqual([{ type: 'change', term: '' }]);
    expect(shown().keyDown('Escape')).toBe(false);
    expect(told).toHaveLength(1);
  });

  it('other keys are left to the browser', () => {
    const { shown, told } = field({ term: 'e' });
    expect(shown().keyDown('a')).toBe(false);
    expect(told).toEqual([]);
  });

  it('the search button searches the term; a suggestion searches its own term and is named for it', () => {
    const { shown, told } = field({ term: 'tasse' }, { suggestions: ['espresso cups'] });
    shown().search();
    expect(shown().suggestions.map((s) => s.label)).toEqual(['Suchvorschlag: espresso cups']);
    shown().suggestions[0]!.choose();
    expect(told).toEqual([
      { type: 'search', term: 'tasse' },
      { type: 'search', term: 'espresso cups' },
    ]);
  });

  it("a controlled field shows the owner's term; Escape empties it through the owner, and Enter searches the owner's term", () => {
    const { actor, shown, told } = field({}, { value: 'milch' });
    actor.send({ type: 'OWNER_VALUE', term: 'milch' });
    expect(shown().term).toBe('milch');
    expect(shown().keyDown('Enter')).toBe(true);
    expect(shown().keyDown('Escape')).toBe(true);
    expect(told).toEqual([
      { type: 'search', term: 'milch' },
      { type: 'change', term: '' },
    ]);
    actor.send({ type: 'OWNER_VALUE', term: undefined });
    expect(connectSearch(actor.getSnapshot(), actor.send, { suggestionLabel: String }).term).toBe('');
  });

  it('a field started without input is empty and offers no suggestions: Escape is left to the browser', () => {
    const actor = createCoveredActor(searchMachine).start();
    const shown = connectSearch(actor.getSnapshot(), actor.send, { suggestionLabel: String });
    expect(shown.term).toBe('');
    expect(shown.suggestions).toEqual([]);
    expect(shown.keyDown('Escape')).toBe(false);
  });

  it('emptying a field that is already empty tells the owner nothing, even when a view sends it', () => {
    const { actor, told } = field();
    actor.send({ type: 'CLEAR' });
    expect(told).toEqual([]);
  });

  it('a controlled field the owner emptied is empty, whatever was typed into it before: emptying it tells nothing', () => {
    const { actor, told } = field({ term: 'tee' });
    actor.send({ type: 'OWNER_VALUE', term: '' });
    actor.send({ type: 'CLEAR' });
    expect(told).toEqual([]);
  });
});
