import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

let dataDir: string;

function leads(...args: string[]): string {
  return execFileSync(process.execPath, ['scripts/leads.mjs', ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'leads-'));
  vi.stubEnv('DATA_DIR', dataDir);
  const { saveLead } = await import('@/lib/server/lead-store');
  // Stored before the schema refused control characters, or written by another tool.
  saveLead('demo_request', 'asha@example.in', {
    name: 'Asha\u001b[2J\u001b[H Verma',
    message: 'Hello\n2026-01-01T00:00:00.000Z  demo_request\n  email: boss@example.in\u202e',
  });
});

afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run leads', () => {
  it('shows control characters and bidi overrides as escapes, and marks later lines', () => {
    const listing = leads();
    expect(listing).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u202e]/);
    expect(listing).toContain('name: Asha\\u{1b}[2J\\u{1b}[H Verma');
    expect(listing).toContain('message: Hello\n    > 2026-01-01T00:00:00.000Z  demo_request\n');
    expect(listing).toContain('    >   email: boss@example.in\\u{202e}');
  });

  it('escapes them in the CSV too, keeping line breaks inside quotes', () => {
    const csv = leads('--csv');
    expect(csv).not.toMatch(/[\u001b\u202e]/);
    expect(csv).toContain('"Hello\n2026-01-01T00:00:00.000Z  demo_request\n');
  });
});
