// Prints the gzip size of the JS the browser loads before the first screen (the product list)
// shows. Over the budget it warns; with --enforce (tests, benches) it fails. The build itself
// never fails on size: `npm start` and image builds must not stop for a few kB. "initial" = the entry chunk and what it imports statically
// (index.html preloads them: React and the boot spinner); "first screen" adds the chunks that
// hold the back office shell and the product list (listed by the build in
// .vite/first-screen.json) and everything they import statically. Chunks loaded only on an
// action (forms, rich text, dialogs, other resources, English) are counted apart as lazy.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

const BUDGET_KB = 300;
const dist = path.resolve(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const { files: firstScreenFiles } = JSON.parse(readFileSync(path.join(dist, '.vite', 'first-screen.json'), 'utf8'));
const gz = new Map();
const sizeOf = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gz.get(file);
};
/** A chunk and every chunk it imports statically. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}
const files = (keys) => [...new Set([...keys].map((k) => manifest[k].file))];
const total = (list) => list.reduce((sum, f) => sum + sizeOf(f), 0);
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const initial = files(closure(entryKey));
const shellKeys = Object.keys(manifest).filter((k) => firstScreenFiles.includes(manifest[k].file));
if (shellKeys.length === 0) throw new Error('first-screen chunks not found in the manifest');
const firstScreen = files(shellKeys.reduce((seen, key) => closure(key, seen), closure(entryKey)));
const all = [
  ...new Set(
    Object.values(manifest)
      .map((c) => c.file)
      .filter((f) => f.endsWith('.js')),
  ),
];

for (const f of firstScreen)
  console.log(`  ${initial.includes(f) ? 'initial ' : 'screen 1'}  ${f.padEnd(44)} ${kb(sizeOf(f)).padStart(9)} gzip`);
console.log(`Initial JS (entry: React, boot spinner): ${kb(total(initial))} gzip`);
console.log(`First screen JS (entry + back office shell + product list): ${kb(total(firstScreen))} gzip — budget ${BUDGET_KB} kB`);
console.log(
  `Lazy (forms, rich text, dialogs, other resources, English): ${kb(total(all.filter((f) => !firstScreen.includes(f))))} gzip in ${all.length - firstScreen.length} chunks`,
);
if (total(firstScreen) > BUDGET_KB * 1024) {
  console.error(`First screen JS over budget: ${kb(total(firstScreen))} > ${BUDGET_KB} kB`);
  if (process.argv.includes('--enforce')) process.exit(1);
}
