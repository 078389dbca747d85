import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRelay } from '../../../../__tests__/renderWithRelay.tsx';
import { CreateGroupDialog } from '../CreateGroupDialog.tsx';

afterEach(cleanup);

describe('Create Group dialog', () => {
  it("needs a name; an invalid URL turns the button into a disabled 'Invalid URL'", async () => {
    const { user } = renderWithRelay(<CreateGroupDialog open onClose={() => {}} onCreated={() => {}} />);
    const create = () => screen.getByRole('button', { name: /^(Create|Invalid URL)$/ }) as HTMLButtonElement;
    expect(create().disabled).toBe(true);
    await user.type(screen.getByLabelText(/^Name/), 'News');
    expect(create().disabled).toBe(false);
    await user.type(screen.getByLabelText(/^URL/), 'not a url');
    expect(create().textContent).toBe('Invalid URL');
    expect(create().disabled).toBe(true);
    await user.clear(screen.getByLabelText(/^URL/));
    await user.type(screen.getByLabelText(/^URL/), 'https://news.example.com');
    expect(create().textContent).toBe('Create');
    expect(create().disabled).toBe(false);
  });
});
