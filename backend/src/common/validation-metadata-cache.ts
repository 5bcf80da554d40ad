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
    if (!grouped) groupings.set(metadatas, (grouped = group(metadatas)));
    return grouped;
  };
}
