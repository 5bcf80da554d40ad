// One load run with autocannon: req/s, p50, p99, and requests that failed.
import os from 'node:os';
import { require, settings } from './settings.mjs';

const autocannon = require('autocannon');

export async function measure(url) {
  const result = await autocannon({ url, connections: settings.connections, duration: settings.duration });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

export function load() {
  return os.loadavg().map((n) => n.toFixed(2)).join(' ');
}
