// A stand-in for the upstream API on 127.0.0.1, started by Playwright. It records every request
// and answers according to markers in the submitted email, so parallel tests never interfere:
//   upstream-500   -> HTTP 500
//   upstream-hang  -> no answer for 15 s (past the site's 8 s timeout)
//   status-201     -> HTTP 200 with {"statusCode": 201, "message": "Already registered"}
//   no-message     -> HTTP 200 with {"statusCode": 200} and no message
//   anything else  -> HTTP 200 with {"statusCode": 200, "message": "..."}
// POST /__mode {"contains": TEXT, "mode": ...} makes the requests that contain TEXT answer
//   "down": 500; "hang": not at all; "up": as usual again (an upstream that goes and comes back);
//   "slow": as usual after "delayMs"; "refuse": HTTP "status" with {"statusCode": status, ...}
//   and, with "retryAfter", a Retry-After header.
// GET /__requests?contains=TEXT lists the recorded requests whose URL or body contains TEXT,
// each with the status it was answered (null while unanswered or when the client gave up).
import { createServer } from 'node:http';

const port = Number(process.env.FAKE_UPSTREAM_PORT ?? 4100);
const recorded = [];
const modes = new Map();

const successMessages = {
  '/api/v1.0/web/demo/req': 'Demo request received',
  '/api/v1.0/subscriber/add': 'Thanks for subscribing to our newsletter!',
};

function send(res, status, body, entry) {
  if (entry) entry.status = status;
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function modeFor(marker) {
  let found = { mode: 'up' };
  for (const [contains, mode] of modes) if (marker.includes(contains)) found = mode;
  return found;
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    if (url.pathname === '/__health') return send(res, 200, { ok: true });
    if (url.pathname === '/__mode') {
      const { contains, ...mode } = JSON.parse(body);
      modes.set(contains, mode);
      return send(res, 200, { ok: true });
    }
    if (url.pathname === '/__requests') {
      const contains = url.searchParams.get('contains') ?? '';
      return send(
        res,
        200,
        recorded.filter((r) => r.url.includes(contains) || r.body.includes(contains)),
      );
    }

    const entry = {
      method: req.method,
      url: req.url,
      headers: req.headers,
      body,
      at: Date.now(),
      status: null,
    };
    recorded.push(entry);
    const marker = decodeURIComponent(url.search) + body;
    const { mode, delayMs, status, retryAfter } = modeFor(marker);

    if (mode === 'hang' || marker.includes('upstream-hang')) {
      const timer = setTimeout(
        () => send(res, 200, { statusCode: 200, message: 'too late' }, entry),
        15_000,
      );
      res.on('close', () => clearTimeout(timer));
      return;
    }
    if (mode === 'down' || marker.includes('upstream-500')) {
      return send(res, 500, { error: 'upstream failure' }, entry);
    }
    if (mode === 'refuse') {
      if (entry) entry.status = status;
      res.writeHead(status, {
        'content-type': 'application/json',
        ...(retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) }),
      });
      return res.end(JSON.stringify({ statusCode: status, message: 'Refused by the upstream' }));
    }
    if (marker.includes('status-201'))
      return send(res, 200, { statusCode: 201, message: 'Already registered' }, entry);
    if (marker.includes('no-message')) return send(res, 200, { statusCode: 200 }, entry);

    const message = successMessages[url.pathname];
    if (!message) return send(res, 404, { statusCode: 404, message: 'not found' }, entry);
    if (mode === 'slow') {
      const timer = setTimeout(() => send(res, 200, { statusCode: 200, message }, entry), delayMs);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    return send(res, 200, { statusCode: 200, message }, entry);
  });
});

server.listen(port, '127.0.0.1', () => console.log(`fake upstream on http://127.0.0.1:${port}`));
