/** What the fake upstream (testing/fake-upstream.mjs) received. */
export type RecordedRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
  at: number;
  /** The status it was answered, or null: not answered (the client gave up). */
  status: number | null;
};

export const upstreamOrigin = `http://127.0.0.1:${process.env.E2E_UPSTREAM_PORT ?? 4100}`;

/** The requests whose URL or body contains `text` (use a unique marker per test). */
export async function upstreamRequests(text: string): Promise<RecordedRequest[]> {
  const response = await fetch(`${upstreamOrigin}/__requests?contains=${encodeURIComponent(text)}`);
  return (await response.json()) as RecordedRequest[];
}

/** A marker that makes a test's submissions unique across parallel workers and retries. */
export function uniqueMarker(prefix = 'e2e'): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/** How the fake upstream answers: testing/fake-upstream.mjs says what each mode does. */
export type UpstreamMode =
  | 'down'
  | 'hang'
  | 'up'
  | { mode: 'slow'; delayMs: number }
  | { mode: 'refuse'; status: number; retryAfter?: number };

/** Makes the fake upstream answer the requests that contain `text` as `mode` says. */
export async function setUpstreamMode(
  text: string,
  mode: UpstreamMode,
  origin = upstreamOrigin,
): Promise<void> {
  const settings = typeof mode === 'string' ? { mode } : mode;
  await fetch(`${origin}/__mode`, {
    method: 'POST',
    body: JSON.stringify({ contains: text, ...settings }),
  });
}
