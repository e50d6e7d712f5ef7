import { describe, expect, it } from 'vitest';
import type { Db } from './client';
import { preparedPer } from './prepared-per';

// The helper keys on the handle's identity only; it never calls the handle, so two distinct objects
// stand for two database handles here.
describe('preparedPer', () => {
  it('builds once per handle, on first use, and never shares between handles', () => {
    const built: object[] = [];
    const statementOf = preparedPer((db) => {
      built.push(db);
      return { db };
    });
    const one = {} as Db;
    const two = {} as Db;
    expect(built).toHaveLength(0);
    const first = statementOf(one);
    expect(statementOf(one)).toBe(first);
    const second = statementOf(two);
    expect(second).not.toBe(first);
    expect(second.db).toBe(two);
    expect(built).toEqual([one, two]);
  });
});
