-- Every accepted submission, and its delivery to the upstream (the outbox).
CREATE TABLE IF NOT EXISTS leads (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL,
  email TEXT NOT NULL,
  payload TEXT NOT NULL,
  attribution TEXT,
  status TEXT NOT NULL CHECK (status IN ('kept', 'pending', 'delivered', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  next_attempt_at INTEGER,
  lease_until INTEGER,
  created_at TEXT NOT NULL,
  delivered_at TEXT
);
CREATE INDEX IF NOT EXISTS leads_due ON leads (status, next_attempt_at);
CREATE INDEX IF NOT EXISTS leads_email ON leads (email);

-- One fixed window per client and endpoint.
CREATE TABLE IF NOT EXISTS rate_windows (
  key TEXT PRIMARY KEY,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL
);
