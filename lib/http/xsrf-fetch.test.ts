import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from './endpoints';
import { postJson } from './xsrf-fetch';

const ours = 'o'.repeat(43);
const issued = 'i'.repeat(43);

/** A page on site.example whose cookies are `cookie`; records what it fetches. */
function page(cookie: string) {
  const sent: { url: string; token: string | null }[] = [];
  const document = { cookie };
  vi.stubGlobal('document', document);
  vi.stubGlobal('window', {
    location: { href: 'https://site.example/contact', origin: 'https://site.example' },
  });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    sent.push({ url, token: new Headers(init.headers).get('X-XSRF-TOKEN') });
    if (url === endpoints.xsrf) document.cookie = `${document.cookie}; XSRF-TOKEN=${issued}`;
    return Response.json({ statusCode: 200 });
  });
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('xsrf fetch', () => {
  it("sends our token when another application's XSRF-TOKEN comes first", async () => {
    const sent = page(`XSRF-TOKEN=eyJpdiI6IkJ3dz09In0%3D; XSRF-TOKEN=${ours}`);
    await postJson(endpoints.subscribe, { email: 'asha@example.in' });
    expect(sent).toEqual([{ url: endpoints.subscribe, token: ours }]);
  });

  it('fetches a fresh token, without throwing, when the cookie is malformed', async () => {
    const sent = page('XSRF-TOKEN=%E0%A4%A');
    await postJson(endpoints.subscribe, { email: 'asha@example.in' });
    expect(sent.map((request) => request.url)).toEqual([endpoints.xsrf, endpoints.subscribe]);
    expect(sent[1]?.token).toBe(issued);
  });
});
