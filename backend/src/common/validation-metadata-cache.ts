import { getMetadataStorage, MetadataStorage } from 'class-validator';

type Metadatas = ReturnType<MetadataStorage['getTargetValidationMetadatas']>;
type Grouped = ReturnType<MetadataStorage['groupByPropertyName']>;

let installed = false;

/**
 * class-validator works out which checks apply to a class at every validation: it filters its
 * metadata and tests the class against every decorated class it knows (`instanceof`), then
 * groups the result by property. The answer changes only when a decorator registers more
 * metadata, so it is kept per class and options until then (ValidationExecutor only reads it).
 */
export function cacheValidationMetadata(): void {
  if (installed) return;
  installed = true;
  const storage = getMetadataStorage();
  const targets = new Map<unknown, Map<string, Metadatas>>();
  let groupings = new WeakMap<Metadatas, Grouped>();
  const find = storage.getTargetValidationMetadatas.bind(storage);
  const group = storage.groupByPropertyName.bind(storage);
  const add = storage.addValidationMetadata.bind(storage);

  storage.addValidationMetadata = (metadata) => {
    targets.clear();
    groupings = new WeakMap();
    add(metadata);
  };
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    const key = JSON.stringify([schema, always, strictGroups, groups ?? []]);
    let byOptions = targets.get(target);
    if (!byOptions) targets.set(target, (byOptions = new Map()));
    let metadatas = byOptions.get(key);
    if (!metadatas) byOptions.set(key, (metadatas = find(target, schema, always, strictGroups, groups)));
    return metadatas;
  };
  storage.groupByPropertyName = (metadatas) => {
    let grouped = groupings.get(metadatas);
    if (!grouped) groupings.set(metadatas, (grouped = kindFirst(group(metadatas))));
    return grouped;
  };
}

// Is the value there at all, then is it of the right kind (our `isAmount` is a number of cents).
const PRESENCE_CHECKS = new Set(['isDefined', 'isNotEmpty']);
const KIND_CHECKS = new Set(['isString', 'isInt', 'isNumber', 'isBoolean', 'isArray', 'isObject', 'isDateString', 'isISO8601', 'isAmount']);
const rank = (check: Metadatas[number]) => (PRESENCE_CHECKS.has(check.name ?? '') ? 0 : KIND_CHECKS.has(check.name ?? '') ? 1 : 2);

/**
 * With `stopAtFirstError`, the first check that fails names the error, and class-validator runs a
 * property's checks in the order decorators registered, bottom-up: `@IsInt() @Min(1) @Max(9)` refused
 * `"abc"` as « doit être inférieur ou égal à 9 ». A missing value is refused as missing and a value
 * of the wrong kind for its kind, whatever order the decorators are written in; the other checks
 * (bounds, formats, rules) keep their order.
 */
function kindFirst(grouped: Grouped): Grouped {
  for (const checks of Object.values(grouped)) checks.sort((a, b) => rank(a) - rank(b));
  return grouped;
}
