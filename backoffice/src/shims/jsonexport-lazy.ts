/**
 * ra-core's default CSV exporter calls `jsonexport(data, callback)` but imports the CSV builder
 * statically, so it weighed on the first screen. This stand-in (swapped in by vite.config.ts for
 * ra-core only) loads the real one when 'Exporter' is clicked and calls it with the same
 * arguments.
 */
export default function jsonExport(...args: unknown[]) {
  void import('jsonexport/dist/index.js').then((module) => {
    const real = (module as { default?: unknown }).default ?? module;
    (real as (...a: unknown[]) => unknown)(...args);
  });
}
