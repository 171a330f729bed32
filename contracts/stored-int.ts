/**
 * The largest id, version or cursor the database can hold: PostgreSQL's `integer` (SQLite's are wider). A
 * number above it is refused at validation with a 400 naming the field; before, the validators let it
 * through and PostgreSQL answered "out of range for type integer" as a 500 while SQLite answered 4xx.
 */
export const STORED_INT_MAX = 2_147_483_647;
export const STORED_INT_MESSAGE = `must be at most ${STORED_INT_MAX}`;

/** A decimal string of a whole number from 1 to STORED_INT_MAX (route parameters and cursors). */
export const isStoredId = (s: string) => /^[1-9][0-9]{0,9}$/.test(s) && Number(s) <= STORED_INT_MAX;
