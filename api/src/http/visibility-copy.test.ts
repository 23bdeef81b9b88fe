import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCatalog } from '../../../common/i18n/read-catalogs.ts';
import type { TestApp } from '../../test/app.ts';
import { appWithHost, eventsOfEachVisibility } from '../../test/factories.ts';

// What /features, /security and the event form tell hosts about search engines must be what the
// server does with sitemap.xml and robots.txt, for every kind of event. The pages show these words
// (the English catalog's; the translations say the same, checked by people) and no other promise
// (e2e/public-pages.spec.ts).
const english = readCatalog('app', 'en');
const SEARCH_ENGINE_RULE = english['privacy.searchEngineRule'] ?? '';

let app: TestApp;
let host: { cookie: string };

beforeAll(async () => {
  ({ app, host } = await appWithHost());
});
afterAll(() => app.close());

const [mayBeListed = '', neverListed = ''] = SEARCH_ENGINE_RULE.split(';');

describe('the privacy copy matches the sitemap', () => {
  it('says which events search engines may list, and the sitemap and robots.txt do exactly that', async () => {
    const { publicOpen, linkOnly, publicWithPin, switchedOff } = await eventsOfEachVisibility(app, host);

    const sitemap = (await app.server.inject({ url: '/sitemap.xml' })).body;
    const robots = (await app.server.inject({ url: '/robots.txt' })).body;
    const cases = [
      { event: publicOpen, listed: true, words: 'Public and it needs no PIN' },
      { event: linkOnly, listed: false, words: 'private (link only)' },
      { event: publicWithPin, listed: false, words: 'PIN-protected' },
      { event: switchedOff, listed: false, words: 'switched-off' },
    ];
    for (const { event, listed, words } of cases) {
      expect(listed ? mayBeListed : neverListed, words).toContain(words);
      expect(sitemap.includes(`/e/${event.slug}<`), words).toBe(listed);
      expect(robots.includes(`Allow: /e/${event.slug}$`), words).toBe(listed);
    }
    expect(mayBeListed).toMatch(/Search engines may list/);
    expect(neverListed).toMatch(/never listed or indexed/);
  });

  it("the event form's visibility choices explain the same rule", () => {
    expect(english['eventForm.visibilityLinkExplanation']).toMatch(/search engines are asked not to list it/);
    expect(english['eventForm.visibilityPublicExplanation']).toMatch(
      /Search engines may list .*never while a PIN is required/,
    );
  });
});
