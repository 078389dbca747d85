import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TablePager } from '../TablePager.tsx';

afterEach(cleanup);

const pager = (total: number, noun: string, exact = true) =>
  render(<TablePager options={{ page: 1, itemsPerPage: 10 }} total={total} exact={exact} noun={noun} onChange={() => {}} />);

describe('TablePager', () => {
  it("counts one row as one ('1 venue', '1 attendee'), others in the plural (issue 28 #16)", () => {
    pager(1, 'venues');
    expect(screen.getByText('Page 1 of 1 (1 venue)')).toBeTruthy();
    cleanup();
    pager(1, 'attendees');
    expect(screen.getByText('Page 1 of 1 (1 attendee)')).toBeTruthy();
    cleanup();
    pager(0, 'venues');
    expect(screen.getByText('Page 1 of 1 (0 venues)')).toBeTruthy();
    cleanup();
    pager(25, 'registration page templates');
    expect(screen.getByText('Page 1 of 3 (25 registration page templates)')).toBeTruthy();
  });
});
