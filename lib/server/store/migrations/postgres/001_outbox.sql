-- Every accepted submission, and its delivery to the upstream (the outbox).
CREATE TABLE IF NOT EXISTS leads (
  seq BIGSERIAL PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL,
  email TEXT NOT NULL,
  payload TEXT NOT NULL,
  attribution TEXT,
  status TEXT NOT NULL CHECK (status IN ('kept', 'pending', 'delivered', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  next_attempt_at BIGINT,
  lease_until BIGINT,
  created_at TEXT NOT NULL,
  delivered_at TEXT
);
CREATE INDEX IF NOT EXISTS leads_due ON leads (status, next_attempt_at);
CREATE INDEX IF NOT EXISTS leads_email ON leads (lower(email));

-- One fixed window per client and endpoint, counted across every instance.
CREATE TABLE IF NOT EXISTS rate_windows (
  key TEXT PRIMARY KEY,
  window_start BIGINT NOT NULL,
  count INTEGER NOT NULL
);
