/** What the fake upstream (e2e/support/fake-upstream.mjs) received. */
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

/** Makes the fake upstream answer the requests that contain `text` with 500s, not at all, or as usual. */
export async function setUpstreamMode(text: string, mode: 'down' | 'hang' | 'up'): Promise<void> {
  await fetch(`${upstreamOrigin}/__mode`, {
    method: 'POST',
    body: JSON.stringify({ contains: text, mode }),
  });
}
