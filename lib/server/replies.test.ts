import { describe, expect, it } from 'vitest';
import { endpointMethods } from './replies';

const request = new Request('http://127.0.0.1/api/x');

describe('endpointMethods', () => {
  it('keeps the handlers and answers every other method 405 in JSON, naming the allowed ones', async () => {
    const post = () => new Response('taken');
    const methods = endpointMethods({ POST: post });
    expect(methods.POST).toBe(post);
    for (const refused of [methods.GET, methods.PUT, methods.PATCH, methods.DELETE]) {
      const response = await refused(request);
      expect(response.status).toBe(405);
      expect(response.headers.get('Allow')).toBe('POST');
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(await response.json()).toEqual({ statusCode: 405, message: 'Method not allowed.' });
    }
  });

  it('allows HEAD beside GET, since Next answers it from GET', async () => {
    const response = await endpointMethods({ GET: () => new Response('ok') }).DELETE(request);
    expect(response.headers.get('Allow')).toBe('GET, HEAD');
  });
});
