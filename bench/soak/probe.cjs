// Loaded into the API process by bench/soak (NODE_OPTIONS=--require): reports its memory and
// event-loop delay to the soak over the IPC channel every SOAK_PROBE_MS. Nothing else.
const { monitorEventLoopDelay } = require('node:perf_hooks');

if (typeof process.send === 'function') {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const timer = setInterval(
    () => {
      const { rss, heapUsed, heapTotal } = process.memoryUsage();
      process.send({
        rss,
        heapUsed,
        heapTotal,
        delayP50: delay.percentile(50) / 1e6,
        delayP99: delay.percentile(99) / 1e6,
        delayMax: delay.max / 1e6,
      });
      delay.reset();
    },
    Number(process.env.SOAK_PROBE_MS ?? 10_000),
  );
  timer.unref();
}
