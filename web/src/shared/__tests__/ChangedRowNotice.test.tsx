import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserRouter, RouterProvider, useNavigate } from 'react-router-dom';
import { ChangedRowNotice } from '../ChangedRowNotice.tsx';
import { useChangedRow } from '../changedRow.ts';
import { withChangedRow, type ChangedRow } from '../changedRowState.ts';
import { readOptions } from '../tableOptions.ts';
import { useTableUrlState } from '../useTableUrlState.ts';

// Fluent's MessageBar watches its width; jsdom has no ResizeObserver (the browser does).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

/** Venues by name, two to a page, searched by name: the list as the tables read it from the URL. */
const VENUES = ['Austin Hall', 'Boston Hall', 'Chicago Hall', 'Denver Hall', 'Zz New Hall'].map((name, i) => ({
  id: `Venue:${i + 1}`,
  name,
}));

function List() {
  const { options, searchFor } = useTableUrlState<object, object>();
  const found = VENUES.filter((v) => v.name.includes(options.searchQuery));
  const rows = found.slice((options.page - 1) * 2, options.page * 2);
  const changed = useChangedRow(rows, searchFor);
  return (
    <>
      <ChangedRowNotice view={changed.view} />
      <table aria-label="Venues table">
        <tbody>
          {rows.map((v) => (
            <tr key={v.id} {...changed.rowProps(v.id)}>
              <td>{v.name}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** The form: Save goes back to the list with the changed row. */
function Form({ row }: { row: ChangedRow }) {
  const navigate = useNavigate();
  return <button onClick={() => navigate('/list', withChangedRow(row))}>Save</button>;
}

function renderList(row: ChangedRow) {
  window.history.replaceState(null, '', '/form');
  const routes = [
    { path: '/list', element: <List /> },
    { path: '/form', element: <Form row={row} /> },
  ];
  const router = createBrowserRouter(routes);
  render(<RouterProvider router={router} />);
  return { router, routes, user: userEvent.setup() };
}

const rowNamed = (name: string) => screen.getByRole('row', { name });

describe('ChangedRowNotice', () => {
  it('highlights an added row on the page and says so to screen readers, once', async () => {
    const { routes, user } = renderList({ id: 'Venue:2', label: 'Boston Hall', change: 'added' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Boston Hall was added.')).toBeTruthy();
    expect(rowNamed('Boston Hall').getAttribute('aria-describedby')).toBe(screen.getByText('Boston Hall was added.').id);
    expect(rowNamed('Austin Hall').getAttribute('aria-describedby')).toBeNull();
    expect(rowNamed('Boston Hall').className).not.toBe(rowNamed('Austin Hall').className);
    expect(screen.getByRole('status').textContent).toBe('Boston Hall was added.');
    expect(screen.queryByRole('button', { name: 'Show it' })).toBeNull();

    // The entry keeps no changed row: the list opened again on it (a reload) shows the list alone.
    expect((window.history.state as { usr: unknown }).usr).toBeNull();
    cleanup();
    render(<RouterProvider router={createBrowserRouter(routes)} />);
    expect(await screen.findByRole('row', { name: 'Boston Hall' })).toBeTruthy();
    expect(rowNamed('Boston Hall').getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText('Boston Hall was added.')).toBeNull();
  });

  it('says an updated row elsewhere was updated, and Show it searches the list for it from page 1', async () => {
    const { router, user } = renderList({ id: 'Venue:5', label: 'Zz New Hall', change: 'updated' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const notice = await screen.findByRole('status');
    expect(await within(notice).findByText('Zz New Hall was updated.')).toBeTruthy();
    expect(screen.queryByRole('row', { name: 'Zz New Hall' })).toBeNull();

    await user.click(within(notice).getByRole('button', { name: 'Show it' }));
    const options = readOptions(new URLSearchParams(router.state.location.search));
    expect(options).toMatchObject({ searchQuery: 'Zz New Hall', page: 1 });
    expect(rowNamed('Zz New Hall').getAttribute('aria-describedby')).toBe(screen.getByText('Zz New Hall was updated.').id);
    expect(screen.queryByRole('button', { name: 'Show it' })).toBeNull();
    // The focus the button had is on the row.
    expect(document.activeElement).toBe(rowNamed('Zz New Hall'));
  });

  it('goes when dismissed, the list left as it was', async () => {
    const { router, user } = renderList({ id: 'Venue:5', label: 'Zz New Hall', change: 'added' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Zz New Hall was added.')).toBeNull();
    expect(router.state.location.search).toBe('');
    expect(rowNamed('Austin Hall')).toBeTruthy();
  });
});
