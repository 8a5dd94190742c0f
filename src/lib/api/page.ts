/** A page of a paged list, in Django REST framework's shape (ARCHITECTURE.md, "Lists"). */
import * as v from 'valibot';

export const pageSchema = <T extends v.GenericSchema>(item: T) =>
  v.strictObject({
    /** How many items the whole filtered list holds. */
    count: v.pipe(v.number(), v.integer()),
    /** Relative link of the next page with the same filters, e.g. '/api/choir/?name=cor&page=3', or null. */
    next: v.nullable(v.string()),
    /** Relative link of the previous page, or null. */
    previous: v.nullable(v.string()),
    results: v.array(item),
  });

/** A page's answer, for any item type. */
export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/**
 * A back-office page of a long list (people, members, choirs): `count` stops at a limit, and
 * `count_capped` says that more rows match; `next` and `previous` carry a cursor (`?after=`,
 * `?before=`) besides the page's number.
 */
export const cappedPageSchema = <T extends v.GenericSchema>(item: T) =>
  v.strictObject({
    ...pageSchema(item).entries,
    /** true: more than `count` rows match (the count stopped at its limit). */
    count_capped: v.boolean(),
  });

export interface CappedPage<T> extends Page<T> {
  count_capped: boolean;
}
