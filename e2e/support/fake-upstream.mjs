// A stand-in for the upstream API on 127.0.0.1, started by Playwright. It records every request
// and answers according to markers in the submitted email, so parallel tests never interfere:
//   upstream-500   -> HTTP 500
//   upstream-hang  -> no answer for 15 s (past the site's 8 s timeout)
//   status-201     -> HTTP 200 with {"statusCode": 201, "message": "Already registered"}
//   no-message     -> HTTP 200 with {"statusCode": 200} and no message
//   anything else  -> HTTP 200 with {"statusCode": 200, "message": "..."}
// GET /__requests?contains=TEXT lists the recorded requests whose URL or body contains TEXT.
import { createServer } from 'node:http';

const port = Number(process.env.FAKE_UPSTREAM_PORT ?? 4100);
const recorded = [];

const successMessages = {
  '/api/v1.0/web/demo/req': 'Demo request received',
  '/api/v1.0/subscriber/add': 'Thanks for subscribing to our newsletter!',
};

function send(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    if (url.pathname === '/__health') return send(res, 200, { ok: true });
    if (url.pathname === '/__requests') {
      const contains = url.searchParams.get('contains') ?? '';
      return send(
        res,
        200,
        recorded.filter((r) => r.url.includes(contains) || r.body.includes(contains)),
      );
    }

    const entry = { method: req.method, url: req.url, headers: req.headers, body, at: Date.now() };
    recorded.push(entry);
    const marker = decodeURIComponent(url.search) + body;

    if (marker.includes('upstream-hang')) {
      const timer = setTimeout(
        () => send(res, 200, { statusCode: 200, message: 'too late' }),
        15_000,
      );
      res.on('close', () => clearTimeout(timer));
      return;
    }
    if (marker.includes('upstream-500')) return send(res, 500, { error: 'upstream failure' });
    if (marker.includes('status-201'))
      return send(res, 200, { statusCode: 201, message: 'Already registered' });
    if (marker.includes('no-message')) return send(res, 200, { statusCode: 200 });

    const message = successMessages[url.pathname];
    if (!message) return send(res, 404, { statusCode: 404, message: 'not found' });
    return send(res, 200, { statusCode: 200, message });
  });
});

server.listen(port, '127.0.0.1', () => console.log(`fake upstream on http://127.0.0.1:${port}`));
