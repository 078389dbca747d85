import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { LeaveScreen } from '../LeaveScreen.tsx';

afterEach(cleanup);

/** A screen whose record turns out missing when `missing()` is called, a list, and another screen whose navigation
 *  stays pending until `open()` (its code loading). */
function renderScreen() {
  let open = () => {};
  const loaded = new Promise<null>((resolve) => (open = () => resolve(null)));
  let missing = () => {};
  const answered = new Promise<void>((resolve) => (missing = resolve));
  let known = false;
  void answered.then(() => (known = true));
  function Screen() {
    if (!known) throw answered;
    return <LeaveScreen to="/list" message="Venue not found" />;
  }
  const router = createMemoryRouter(
    [
      {
        path: '/edit',
        element: (
          <>
            <Link to="/other">Other</Link>
            <Suspense fallback={<p>Loading</p>}>
              <Screen />
            </Suspense>
          </>
        ),
      },
      { path: '/list', element: <p>The list</p> },
      { path: '/other', loader: () => loaded, element: <p>Other screen</p> },
    ],
    { initialEntries: ['/edit'] },
  );
  render(<RouterProvider router={router} />);
  return { router, open, missing, user: userEvent.setup() };
}

describe('LeaveScreen', () => {
  it('goes back to the list once the record is known to be missing', async () => {
    const { router, missing } = renderScreen();
    missing();
    expect(await screen.findByText('The list')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/list');
  });

  it('leaves a navigation the person started meanwhile alone: they land where they clicked', async () => {
    const { router, open, missing, user } = renderScreen();
    await user.click(screen.getByRole('link', { name: 'Other' }));
    expect(router.state.navigation.state).toBe('loading');
    missing();
    await waitFor(() => expect(screen.queryByText('Loading')).toBeNull());
    open();
    expect(await screen.findByText('Other screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/other');
  });
});
