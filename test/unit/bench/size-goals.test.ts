import { describe, expect, it } from 'vitest';
import { ENFORCED_GOALS, goalFailures, visitorStateLine, type VisitorState } from '../../../scripts/size';

const KB = 1024;
const customer = (beyondReactBytes: number, enforced: boolean): VisitorState => ({
  state: 'logged-in customer',
  route: '/de/',
  beyondReactBytes,
  reactBytes: 66 * KB,
  goalCounts: 'beyond React',
  goalBytes: 25 * KB,
  met: beyondReactBytes <= 25 * KB,
  enforced,
});

describe('npm run size against the visitor-state goals', () => {
  it('fails a state over a goal it is held to, naming the state, its figure and the goal', () => {
    const failures = goalFailures([customer(26.5 * KB, true)]);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toContain('logged-in customer (/de/): 26.5 KB beyond React exceeds its goal of 25.0 KB');
    expect(visitorStateLine(customer(26.5 * KB, true))).toMatch(/^FAIL {2}logged-in customer/);
  });

  it('passes a state within its goal, and only prints MISS for a goal not enforced yet', () => {
    expect(goalFailures([customer(24.9 * KB, true), customer(30 * KB, false)])).toEqual([]);
    expect(visitorStateLine(customer(24.9 * KB, true))).toMatch(/^met {2}/);
    expect(visitorStateLine(customer(30 * KB, false))).toMatch(/^MISS {2}/);
  });

  it('a shopper is held to all of its JS, React included', () => {
    const shopper: VisitorState = { state: 'shopper', route: '/tr/', beyondReactBytes: 10 * KB, reactBytes: 6 * KB, goalCounts: 'all', goalBytes: 15 * KB, met: false, enforced: true };
    expect(goalFailures([shopper])[0]).toContain('shopper (/tr/): 16.0 KB of JS in all exceeds its goal of 15.0 KB');
  });

  it('holds every visitor state to its goal (all met)', () => {
    expect(ENFORCED_GOALS.shopper).toBe(true);
    expect(ENFORCED_GOALS['logged-in customer']).toBe(true);
    expect(ENFORCED_GOALS['staff, preview applied']).toBe(true);
  });
});
