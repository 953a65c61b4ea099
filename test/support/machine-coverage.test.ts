import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { getTransitionPaths } from './model';
import { machineCoverage } from './machine-coverage';

const toggle = setup({ types: { events: {} as { type: 'TOGGLE' } | { type: 'DISABLE' } }, guards: { never: () => false } }).createMachine({
  id: 'selftest',
  initial: 'closed',
  states: {
    closed: { on: { TOGGLE: [{ guard: 'never', target: 'open' }, { target: 'open' }] } },
    open: { on: { TOGGLE: 'closed', DISABLE: 'gone' }, after: { 100: 'closed' } },
    gone: { always: 'closed' },
  },
});

describe('machineCoverage', () => {
  it('names the unreached guard branch, delay and eventless transition', () => {
    const paths = getShortestPaths(toggle, { events: [{ type: 'TOGGLE' }] });
    const cov = machineCoverage(toggle, paths);
    expect(cov.missingStates).toEqual(['selftest.gone']);
    expect(cov.missingTransitions).toEqual(
      expect.arrayContaining(['selftest.closed -> TOGGLE #0', 'selftest.open -> DISABLE #0', 'selftest.gone -> always #0']),
    );
    expect(cov.missingTransitions.some((t) => t.includes('xstate.after'))).toBe(true);
  });

  it('counts delays and eventless transitions once paths take them', () => {
    const events = [{ type: 'TOGGLE' }, { type: 'DISABLE' }, { type: 'xstate.after.100.selftest.open' }] as never[];
    const cov = machineCoverage(toggle, getTransitionPaths(toggle, { events }));
    expect(cov.missingTransitions).toEqual(['selftest.closed -> TOGGLE #0']);
    expect(cov.missingStates).toEqual([]);
  });
});
