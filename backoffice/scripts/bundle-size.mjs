// Prints the gzip size of the JS the browser loads before the first screen and fails over
// the budget. "initial" = the entry chunk and what it imports statically (index.html
// preloads them); "first screen" adds the back office shell and the product list, which the
// entry starts downloading at once, in parallel with the session refresh.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

const BUDGET_KB = 300;
const dist = path.resolve(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
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
const adminKey = Object.keys(manifest).find((k) => k.endsWith('src/AdminApp.tsx'));
const firstScreen = files(closure(adminKey, closure(entryKey)));
const all = [...new Set(Object.values(manifest).map((c) => c.file).filter((f) => f.endsWith('.js')))];

for (const f of firstScreen) console.log(`  ${initial.includes(f) ? 'initial ' : 'screen 1'}  ${f.padEnd(44)} ${kb(sizeOf(f)).padStart(9)} gzip`);
console.log(`Initial JS (entry): ${kb(total(initial))} gzip — budget ${BUDGET_KB} kB`);
console.log(`First screen JS (entry + back office shell + product list): ${kb(total(firstScreen))} gzip`);
console.log(`Lazy (forms, rich text, other resources, English): ${kb(total(all.filter((f) => !firstScreen.includes(f))))} gzip in ${all.length - firstScreen.length} chunks`);
if (total(initial) > BUDGET_KB * 1024) {
  console.error(`Initial JS over budget: ${kb(total(initial))} > ${BUDGET_KB} kB`);
  process.exit(1);
}
