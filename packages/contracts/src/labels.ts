/**
 * The keys of a label table (value → Chinese label), in the table's order, as the non-empty tuple
 * `z.enum` takes: a list of choices and its labels are then written once, in the table.
 */
export function keysOf<const T extends Record<string, string>>(labels: T): [keyof T & string, ...(keyof T & string)[]] {
  return Object.keys(labels) as [keyof T & string, ...(keyof T & string)[]];
}
