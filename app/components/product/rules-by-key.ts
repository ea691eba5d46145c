import { collectionByKey, GENERIC_COLLECTION, type CollectionDefinition } from "@rules/collections";

/**
 * The rules a loader named by key (GENERIC_COLLECTION's key is not in COLLECTIONS): a module of its own, so the
 * product page does not load the collection pages' grid with it.
 */
export function rulesByKey(key: string): CollectionDefinition {
  return collectionByKey(key) ?? GENERIC_COLLECTION;
}
