import { describe, expect, it } from 'vitest';
import { RouteTallies } from './route-tallies.ts';

describe('RouteTallies', () => {
  it('writes counts by status and a cumulative latency histogram per method and route', () => {
    const answers = new RouteTallies();
    answers.record('GET', '/api/events/:slug', 200, 0.0004);
    answers.record('GET', '/api/events/:slug', 200, 0.003);
    answers.record('GET', '/api/events/:slug', 404, 0.7);
    answers.record('GET', '/api/events/:slug', 200, 45);
    answers.record('POST', '/graphql', 200, 0.02);
    const text = answers.exposition();

    expect(text).toContain('# TYPE http_requests_total counter');
    expect(text).toContain('http_requests_total{method="GET",route="/api/events/:slug",status="200"} 3\n');
    expect(text).toContain('http_requests_total{method="GET",route="/api/events/:slug",status="404"} 1\n');
    expect(text).toContain('http_requests_total{method="POST",route="/graphql",status="200"} 1\n');

    const bucket = (le: string) =>
      Number(new RegExp(`_bucket\\{le="${le}",method="GET",route="/api/events/:slug"\\} (\\d+)`).exec(text)?.[1]);
    expect([bucket('0.001'), bucket('0.005'), bucket('0.5'), bucket('1'), bucket('30'), bucket('\\+Inf')]).toEqual([
      1, 2, 2, 3, 3, 4,
    ]);
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/api/events/:slug"} 4\n');
    const sum = Number(/_sum\{method="GET",route="\/api\/events\/:slug"\} ([\d.]+)/.exec(text)?.[1]);
    expect(sum).toBeCloseTo(45.7034, 4);
  });

  it('escapes label values as the text format requires', () => {
    const answers = new RouteTallies();
    answers.record('GET', 'a"b\\c\nd', 200, 0.01);
    expect(answers.exposition()).toContain('route="a\\"b\\\\c\\nd",status="200"} 1');
  });

  it('writes both series, empty, before any request', () => {
    expect(new RouteTallies().exposition()).toMatch(
      /^# HELP http_requests_total .+\n# TYPE http_requests_total counter\n\n# HELP http_request_duration_seconds .+\n# TYPE http_request_duration_seconds histogram\n$/,
    );
  });
});
