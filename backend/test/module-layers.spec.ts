import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';

const SRC = path.resolve(__dirname, '..', 'src');
const README = path.resolve(__dirname, '..', '..', 'README.md');
const ROOT_FILES = 'src/*.ts';

/** The folder of src/ a file belongs to (`src/*.ts` for the files at its root). */
const moduleOf = (file: string) => (path.relative(SRC, file).includes(path.sep) ? path.relative(SRC, file).split(path.sep)[0] : ROOT_FILES);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [full] : [];
  });
}

/** Every import of another module: `from`, `to` and the file that makes it. */
function crossModuleImports(): { from: string; to: string; file: string }[] {
  const specifier = /(?:\bfrom|\bimport|\brequire\()\s*['"](\.{1,2}\/[^'"]+)['"]/g;
  return sourceFiles(SRC).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(specifier)]
      .map((match) => ({ from: moduleOf(file), to: moduleOf(path.resolve(path.dirname(file), match[1])), file: path.relative(SRC, file) }))
      .filter(({ from, to }) => from !== to),
  );
}

/** README's "Module layers": line n lists the modules of layer n. */
function readmeLayers(): Map<string, number> {
  const block = /<!-- module-layers -->\n([\s\S]*?)<!-- \/module-layers -->/.exec(readFileSync(README, 'utf8'));
  if (!block) throw new Error('README.md has no module-layers list');
  const layers = new Map<string, number>();
  for (const line of block[1].trim().split('\n')) {
    const [, number, names] = /^(\d+)\. (.*?) —/.exec(line) ?? [];
    for (const [, name] of names.matchAll(/`([^`]+)`/g)) layers.set(name, Number(number));
  }
  return layers;
}

describe('module layers', () => {
  const layers = readmeLayers();
  const imports = crossModuleImports();

  it('names every folder of backend/src in the README, once', () => {
    const folders = readdirSync(SRC, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect([...layers.keys()].sort()).toEqual([...folders, ROOT_FILES].sort());
  });

  it('has every module import only from the layers below it (so no import cycle between modules)', () => {
    const climbing = imports
      .filter(({ from, to }) => layers.get(to)! >= layers.get(from)!)
      .map(({ from, to, file }) => `${file}: ${from} (layer ${layers.get(from)}) imports ${to} (layer ${layers.get(to)})`);
    expect(climbing).toEqual([]);
    expect(imports.length).toBeGreaterThan(100); // the parser does see the imports
  });
});
