import { cursorToOffset } from 'graphql-relay';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { pageWindow, restConnection } from '../connection.ts';

const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: from + i }));

describe('connection helper', () => {
  it('turns first and page into the REST page and limit', () => {
    expect(pageWindow({ first: 20, page: 3 })).toMatchObject({ offset: 40, rest: { page: 3, limit: 20 }, skip: 0 });
    expect(pageWindow({})).toMatchObject({ offset: 0, first: 10, rest: { page: 1, limit: 10 } });
  });

  it('continues after a cursor on the next REST page', async () => {
    const first = await restConnection({ first: 5 }, async (rest) => ({
      results: rows((rest.page - 1) * rest.limit, rest.limit),
      count: 12,
    }));
    expect(first.edges.map((e) => e.node.id)).toEqual([0, 1, 2, 3, 4]);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });

    const second = await restConnection({ first: 5, after: first.pageInfo.endCursor }, async (rest) => {
      expect(rest).toEqual({ page: 2, limit: 5 });
      return { results: rows(5, 5), count: 12 };
    });
    expect(second.edges.map((e) => e.node.id)).toEqual([5, 6, 7, 8, 9]);
    expect(cursorToOffset(second.edges[0]!.cursor)).toBe(5);
    expect(second.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    expect(second.totalCount).toBe(12);
  });

  it('serves a window that is not page-aligned from one REST page that contains it', () => {
    const window = pageWindow({ first: 5, after: Buffer.from('arrayconnection:2').toString('base64') });
    const start = (window.rest.page - 1) * window.rest.limit;
    expect(start + window.skip).toBe(3);
    expect(start + window.rest.limit).toBeGreaterThanOrEqual(8);
  });

  it("answers first -1 with every row up to 1000 where the connection allows it (the event table's All)", async () => {
    expect(pageWindow({ first: -1, page: 1 }, { allowAll: true })).toMatchObject({
      offset: 0,
      first: 1000,
      rest: { page: 1, limit: 1000 },
    });
    const all = await restConnection({ first: -1 }, async (rest) => ({ results: rows(0, rest.limit), count: 1200 }), { allowAll: true });
    expect(all.edges).toHaveLength(1000);
    expect(all.totalCount).toBe(1200);
  });

  it('answers first -1 with up to `allLimit` rows where the REST list allows more than 1000 (spec 001 §9: 3,000)', async () => {
    expect(pageWindow({ first: -1 }, { allowAll: true, allLimit: 3000 })).toMatchObject({ first: 3000, rest: { page: 1, limit: 3000 } });
    const all = await restConnection({ first: -1 }, async (rest) => ({ results: rows(0, Math.min(rest.limit, 3200)), count: 3200 }), {
      allowAll: true,
      allLimit: 3000,
    });
    expect(all.edges).toHaveLength(3000);
  });

  it('pages by keyset after a cursor where the list takes `after`, and says when the count is a lower bound', async () => {
    const keyset = (row: { id: number }) => row.id;
    const first = await restConnection({ first: 3, page: 2 }, async () => ({ results: rows(103, 3), count: 10_000, countExact: false }), {
      keyset,
    });
    expect(first).toMatchObject({ totalCount: 10_000, totalCountIsExact: false, pageInfo: { hasNextPage: true, hasPreviousPage: true } });
    expect(cursorToOffset(first.pageInfo.endCursor!)).toBe(5);

    // The next page: the rows after row 105 (one more asked, to know whether more follow), offsets continuing.
    const next = await restConnection(
      { first: 3, after: first.pageInfo.endCursor },
      async (rest) => {
        expect(rest).toEqual({ page: 1, limit: 4, after: 105 });
        return { results: rows(106, 4), count: 10_000, countExact: false };
      },
      { keyset },
    );
    expect(next.edges.map((e) => e.node.id)).toEqual([106, 107, 108]);
    expect(cursorToOffset(next.edges[0]!.cursor)).toBe(6);
    expect(next).toMatchObject({ totalCount: 10_000, totalCountIsExact: false, pageInfo: { hasNextPage: true, hasPreviousPage: true } });

    // Deep past the bound, the count still covers the rows up to here and one more; the last page has no next.
    const deep = Buffer.from('arrayconnection:20000:5').toString('base64');
    const beyond = await restConnection(
      { first: 3, after: deep },
      async () => ({ results: rows(6, 4), count: 10_000, countExact: false }),
      { keyset },
    );
    expect(beyond.totalCount).toBe(20_005);
    const last = await restConnection({ first: 3, after: deep }, async () => ({ results: rows(6, 2), count: 10_000, countExact: false }), {
      keyset,
    });
    expect(last).toMatchObject({ totalCount: 20_003, pageInfo: { hasNextPage: false } });

    // An exact count stays as counted; an offset cursor pages by offset.
    expect((await restConnection({ first: 3 }, async () => ({ results: rows(0, 3), count: 40 }), { keyset })).totalCountIsExact).toBe(true);
    await restConnection(
      { first: 3, after: Buffer.from('arrayconnection:5').toString('base64') },
      async (rest) => {
        expect(rest).toEqual({ page: 3, limit: 3 });
        return { results: rows(6, 3), count: 40 };
      },
      { keyset },
    );
  });

  it('refuses more than 100 rows, negative sizes, bad pages and bad cursors as BAD_USER_INPUT', () => {
    for (const args of [{ first: 101 }, { first: -1 }, { page: 0 }, { after: 'bm90LWEtY3Vyc29y' }]) {
      try {
        pageWindow(args);
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(GraphQLError);
        expect((error as GraphQLError).extensions.code).toBe('BAD_USER_INPUT');
      }
    }
    expect(() => pageWindow({ first: 101 })).toThrow('`first` must be at most 100');
  });
});
