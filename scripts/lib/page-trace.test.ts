import { describe, expect, it } from 'vitest';
import { formatTrace, type PageTrace } from './page-trace';

const trace: PageTrace = {
  fcpMs: 1964.2,
  lcp: [
    { ms: 1964.2, size: 1980, element: '<span> "GameGear India"', url: '' },
    { ms: 2360.4, size: 26211, element: '<img>', url: 'http://127.0.0.1:3000/img/a.svg' },
  ],
  longTasks: [{ startMs: 827.4, durationMs: 137.2 }],
  requests: [
    {
      url: 'http://127.0.0.1:3000/Consoles',
      type: 'Document',
      priority: 'VeryHigh',
      startMs: 0,
      endMs: 163,
      bytes: 1638,
    },
    {
      url: 'http://127.0.0.1:54321/rest/v1/rpc/x',
      type: 'Fetch',
      priority: 'High',
      startMs: 903,
      endMs: null,
      bytes: 0,
    },
  ],
};

describe('formatTrace', () => {
  it('prints the candidates, long tasks and waterfall with shortened addresses', () => {
    const text = formatTrace(trace, (url) => url.replace('http://127.0.0.1', ''));
    expect(text.split('\n')).toEqual([
      'FCP 1964 ms',
      'LCP candidates (ms, px², element):',
      '   1964     1980  <span> "GameGear India"',
      '   2360    26211  <img> :3000/img/a.svg',
      'long tasks (start ms, duration ms):',
      '  827+137',
      'requests (start, end ms, KiB on the wire, priority, type, url):',
      '      0   163    1.6  VeryHigh Document :3000/Consoles',
      '    903     -    0.0  High     Fetch    :54321/rest/v1/rpc/x',
    ]);
  });
});
