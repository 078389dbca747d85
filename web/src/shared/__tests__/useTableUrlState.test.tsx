import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router-dom';
import { readOptions } from '../tableOptions.ts';
import { SEARCH_DEBOUNCE_MS } from '../useDebouncedSearch.ts';
import { useTableUrlState } from '../useTableUrlState.ts';

afterEach(cleanup);

function List() {
  const { search, setSearch } = useTableUrlState<object, object>();
  const navigate = useNavigate();
  return (
    <>
      <input aria-label="Search text" value={search} onChange={(event) => setSearch(event.target.value)} />
      <button onClick={() => navigate('/edit/1')}>Edit</button>
    </>
  );
}

/** The list, and an edit screen whose navigation stays pending until `open()` (its code loading). */
function renderList() {
  let open = () => {};
  const loaded = new Promise<null>((resolve) => (open = () => resolve(null)));
  const router = createMemoryRouter(
    [
      { path: '/list', element: <List /> },
      { path: '/edit/:id', loader: () => loaded, element: <p>Edit screen</p> },
    ],
    { initialEntries: ['/list'] },
  );
  render(<RouterProvider router={router} />);
  return { router, open, user: userEvent.setup() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS * 2));

describe('useTableUrlState', () => {
  it('writes the search into the URL 200 ms after typing stops', async () => {
    const { router, user } = renderList();
    await user.type(screen.getByRole('textbox', { name: 'Search text' }), 'Robin');
    const searchInUrl = () => readOptions(new URLSearchParams(router.state.location.search)).searchQuery;
    expect(searchInUrl()).toBe('');
    await settle();
    expect(searchInUrl()).toBe('Robin');
  });

  it('lets a row’s Edit clicked within the 200 ms open its screen: the search does not cancel that navigation', async () => {
    const { router, open, user } = renderList();
    await user.type(screen.getByRole('textbox', { name: 'Search text' }), 'Robin');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await settle();
    open();
    expect(await screen.findByText('Edit screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/edit/1');
  });

  it('keeps a navigation that began after the last render: the search timer due at that moment does not cancel it', async () => {
    vi.useFakeTimers();
    try {
      const { router, open } = renderList();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.type(screen.getByRole('textbox', { name: 'Search text' }), 'Robin');
      // The navigation starts and the timer fires in one task, before React renders the navigation's start.
      act(() => {
        void router.navigate('/edit/1');
        vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      });
      open();
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/edit/1'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('clears filters to `{}` where an address without filters means the default, and drops them elsewhere', async () => {
    const filtersAfterClear = async (defaultFilters: boolean) => {
      function Filtered() {
        const { setFilters } = useTableUrlState<{ year?: number }, object>({ defaultFilters });
        return <button onClick={() => setFilters(null, {})}>Clear</button>;
      }
      const router = createMemoryRouter([{ path: '/list', element: <Filtered /> }], { initialEntries: ['/list?filters={"year":2026}'] });
      render(<RouterProvider router={router} />);
      await userEvent.setup().click(screen.getByRole('button', { name: 'Clear' }));
      cleanup();
      return new URLSearchParams(router.state.location.search).get('filters');
    };
    expect(await filtersAfterClear(true)).toBe('{}');
    expect(await filtersAfterClear(false)).toBeNull();
  });
});
