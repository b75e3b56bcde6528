import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTION_TTL_MS,
  CAMPAIGN_PARAMS,
  liveAttribution,
  recordTouch,
  touchFromLanding,
  type Touch,
} from './touch';

const now = new Date('2026-11-22T10:00:00Z');
const site = 'https://www.example.in';
const landing = (query: string, path = '/services/whatsapp') => new URL(`${site}${path}${query}`);
const daysLater = (days: number) => new Date(now.getTime() + days * 24 * 60 * 60 * 1000);

describe('a landing', () => {
  it('becomes a touch with the campaign parameters, the path, the referring origin and the time', () => {
    const touch = touchFromLanding(
      landing('?utm_source=google&utm_medium=cpc&utm_campaign=wa-q4&gclid=abc123&page=2'),
      'https://www.google.com/search?q=whatsapp+api+india',
      now,
    );
    expect(touch).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'wa-q4',
      gclid: 'abc123',
      landingPath: '/services/whatsapp',
      referrerOrigin: 'https://www.google.com',
      at: '2026-11-22T10:00:00.000Z',
    });
  });

  it('keeps the five UTM parameters, five click ids and ref, and nothing else', () => {
    const [ref, tainted, ...others] = [...CAMPAIGN_PARAMS].reverse();
    const query = others.map((name) => `${name}=%20v-${name}%20`).join('&');
    const long = 'r'.repeat(250);
    const touch = touchFromLanding(
      landing(`?${query}&${ref}=${long}&${tainted}=a%00b&utm_id=9`),
      '',
      now,
    );
    expect(CAMPAIGN_PARAMS).toHaveLength(11);
    // Trimmed, cut to 200 characters, and dropped with a control or bidi character in it.
    for (const name of others) expect(touch?.[name]).toBe(`v-${name}`);
    expect(touch?.ref).toBe('r'.repeat(200));
    expect(touch).not.toHaveProperty(tainted!);
    expect(touch).not.toHaveProperty('utm_id');
  });

  it('without campaign parameters is no touch', () => {
    expect(touchFromLanding(landing('?page=2&q=sms'), 'https://www.google.com/', now)).toBe(
      undefined,
    );
    expect(touchFromLanding(landing('?utm_source=&ref=%20'), '', now)).toBe(undefined);
  });

  it('keeps only another site as referrer, and only its origin', () => {
    expect(touchFromLanding(landing('?ref=rep-17'), `${site}/about`, now)).not.toHaveProperty(
      'referrerOrigin',
    );
    expect(
      touchFromLanding(landing('?ref=rep-17'), 'android-app://com.slack/', now),
    ).not.toHaveProperty('referrerOrigin');
    expect(
      touchFromLanding(landing('?ref=rep-17'), 'https://l.facebook.com/l.php?u=secret', now)
        ?.referrerOrigin,
    ).toBe('https://l.facebook.com');
  });
});

describe('first and last touch', () => {
  const first = touchFromLanding(landing('?utm_source=google&gclid=abc123'), '', now) as Touch;

  it('the first landing is both', () => {
    expect(recordTouch({}, first, now)).toEqual({ first, last: first });
  });

  it('a later landing with parameters replaces only the last touch', () => {
    const next = touchFromLanding(landing('?ref=rep-17', '/'), '', daysLater(1)) as Touch;
    const stored = recordTouch(recordTouch({}, first, now), next, daysLater(1));
    expect(stored.first).toEqual(first);
    expect(stored.last).toEqual(next);
  });

  it('expire after 90 days, and a landing after that starts a new first touch', () => {
    const stored = recordTouch({}, first, now);
    const justInside = new Date(now.getTime() + ATTRIBUTION_TTL_MS - 1);
    expect(liveAttribution(stored, justInside)).toEqual(stored);
    expect(liveAttribution(stored, daysLater(90))).toEqual({});

    const late = touchFromLanding(landing('?ref=rep-9'), '', daysLater(91)) as Touch;
    expect(recordTouch(stored, late, daysLater(91))).toEqual({ first: late, last: late });
  });

  it('ignores stored entries that are not touches', () => {
    const junk = { first: 'x', last: { at: 'yesterday' } } as unknown as Parameters<
      typeof liveAttribution
    >[0];
    expect(liveAttribution(junk, now)).toEqual({});
  });
});
