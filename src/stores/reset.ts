/**
 * Logout must clear every store that holds user data (spec §4). Each such store registers its
 * reset here when its module loads; `resetAllStores()` runs them all.
 */
const resets: Array<() => void> = [];

export function onStoreReset(reset: () => void): void {
  resets.push(reset);
}

export function resetAllStores(): void {
  for (const reset of resets) reset();
}
