import { describe, expect, it } from 'vitest';
import { cpuByScript } from '../../../scripts/bench/interaction';

describe('cpuByScript', () => {
  it('sums self time per script from the sampling profile, idle left out, biggest first', () => {
    const profile = {
      nodes: [
        { id: 1, callFrame: { url: '', functionName: '(root)' } },
        { id: 2, callFrame: { url: '', functionName: '(idle)' } },
        { id: 3, callFrame: { url: 'http://127.0.0.1:4000/assets/react-D3LRVB05.js', functionName: 'a' } },
        { id: 4, callFrame: { url: 'http://127.0.0.1:4000/assets/react-D3LRVB05.js', functionName: 'b' } },
        { id: 5, callFrame: { url: 'http://127.0.0.1:4000/assets/country-CB34-hSG.js', functionName: 'c' } },
        { id: 6, callFrame: { url: '', functionName: '(garbage collector)' } },
      ],
      // Each sample's time is the delta to the next sample (in µs).
      samples: [3, 4, 5, 2, 6, 3],
      timeDeltas: [0, 3000, 1000, 2000, 50000, 1000, 0],
    };
    expect(cpuByScript(profile)).toEqual([
      { where: '/assets/react-D3LRVB05.js', ms: 4, share: 57.1 },
      { where: '/assets/country-CB34-hSG.js', ms: 2, share: 28.6 },
      { where: '(garbage collector)', ms: 1, share: 14.3 },
    ]);
  });
});
