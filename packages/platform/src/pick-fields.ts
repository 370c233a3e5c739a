// The named fields of an object as a new object of just those: where two layers carry the same
// fields under the same names, the list of names is written once instead of a line per field.

export function pickFields<T, K extends keyof T>(from: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((k) => [k, from[k]])) as Pick<T, K>;
}
