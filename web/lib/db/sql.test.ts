import { describe, expect, it } from 'vitest';

import { sql } from './sql';

describe('sql', () => {
  it('numbers each interpolated value as a parameter, in order', () => {
    const query = sql`select * from t where a = ${1} and b = ${'x'}`;
    expect(query.text).toBe('select * from t where a = $1 and b = $2');
    expect(query.values).toEqual([1, 'x']);
  });

  it('keeps a value that looks like SQL out of the statement text', () => {
    const query = sql`select ${"'; drop table t; --"}`;
    expect(query.text).toBe('select $1');
  });
});
