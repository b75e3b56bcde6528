import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drainBeforeShutdown } from './shutdown';

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

describe('drainBeforeShutdown', () => {
  let saved: Map<NodeJS.Signals, NodeJS.SignalsListener[]>;
  let lines: string[];

  beforeEach(() => {
    saved = new Map(SIGNALS.map((signal) => [signal, process.listeners(signal)]));
    for (const signal of SIGNALS) process.removeAllListeners(signal);
    lines = [];
    vi.spyOn(console, 'log').mockImplementation((line: unknown) => lines.push(String(line)));
    vi.spyOn(console, 'error').mockImplementation((line: unknown) => lines.push(String(line)));
  });

  afterEach(() => {
    vi.restoreAllMocks();
    for (const [signal, listeners] of saved) {
      process.removeAllListeners(signal);
      for (const listener of listeners) process.on(signal, listener);
    }
  });

  /** A server's own listener (as Next's), and a drain that ends when told to. */
  function serverAndDrain(drainResult: 'resolves' | 'rejects') {
    const server = vi.fn(() => lines.push('the server closes'));
    process.on('SIGTERM', server);
    let finish: () => void = () => {};
    drainBeforeShutdown(() => {
      lines.push('draining');
      return new Promise<void>((resolve, reject) => {
        finish = () => (drainResult === 'resolves' ? resolve() : reject(new Error('store gone')));
      });
    });
    return { server, finish: () => finish() };
  }

  it('says the shutdown began, drains, says the drain ended, then hands the signal to the server', async () => {
    const { server, finish } = serverAndDrain('resolves');
    process.emit('SIGTERM', 'SIGTERM');
    expect(lines).toEqual([
      'Shutdown: SIGTERM received; finishing the deliveries in flight.',
      'draining',
    ]);
    expect(server).not.toHaveBeenCalled();

    finish();
    await vi.waitFor(() => expect(server).toHaveBeenCalledWith('SIGTERM'));
    expect(lines).toHaveLength(4);
    expect(lines[2]).toMatch(/^Shutdown: deliveries drained in \d+ ms; the server closes\.$/);
    expect(lines[3]).toBe('the server closes');
  });

  it('still closes the server, with both lines, when the drain fails', async () => {
    const { server, finish } = serverAndDrain('rejects');
    process.emit('SIGTERM', 'SIGTERM');
    finish();
    await vi.waitFor(() => expect(server).toHaveBeenCalledOnce());
    expect(lines[0]).toMatch(/^Shutdown: SIGTERM received/);
    expect(lines).toContain('Draining before shutdown failed');
    expect(lines.at(-2)).toMatch(/^Shutdown: deliveries drained in \d+ ms/);
  });

  it("sends a second signal straight to the server's own handling", () => {
    const { server } = serverAndDrain('resolves');
    process.emit('SIGTERM', 'SIGTERM');
    process.emit('SIGTERM', 'SIGTERM');
    expect(server).toHaveBeenCalledOnce();
    expect(lines.filter((line) => line.startsWith('Shutdown:'))).toHaveLength(1);
  });
});
