import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchCombobox } from '../SearchCombobox.tsx';

afterEach(cleanup);

const SPEAKERS = [
  { value: '1', text: 'Ada Lovelace' },
  { value: '2', text: 'Alan Turing' },
];

/** A search field whose options are the speakers whose names hold the text. */
function Search({ onPick }: { onPick(value: string | undefined): void }) {
  const [text, setText] = useState('');
  const options = text ? SPEAKERS.filter((s) => s.text.toLowerCase().includes(text.toLowerCase())) : [];
  return (
    <FluentProvider theme={webLightTheme}>
      <label htmlFor="speaker">Speaker</label>
      <SearchCombobox placeholder="Search speakers" text={text} onTextChange={setText} options={options} onPick={onPick} />
    </FluentProvider>
  );
}

describe('SearchCombobox', () => {
  it('shows what a pasted search found: the list opens on any change of the text, not only on a typed key', async () => {
    const onPick = vi.fn();
    render(<Search onPick={onPick} />);
    const user = userEvent.setup();
    await user.click(await screen.findByPlaceholderText('Search speakers'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.paste('turing');
    await user.click(await screen.findByRole('option', { name: 'Alan Turing' }));
    expect(onPick).toHaveBeenCalledWith('2');
  });

  it('opens on typing and closes on Escape', async () => {
    render(<Search onPick={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(await screen.findByPlaceholderText('Search speakers'), 'a');
    expect(await screen.findAllByRole('option')).toHaveLength(2);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
