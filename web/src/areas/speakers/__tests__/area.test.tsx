import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../../app/toast.tsx';
import type { AppViewer } from '../../../app/viewer.ts';
import { speakersArea } from '../area.ts';

afterEach(cleanup);

const profile = speakersArea.routes!.find((r) => r.path === '/speaker/:speakerId')!;
const at = (speakerId: string, role = 'ADMIN') => ({
  viewer: { role, speakerId: 3 } as unknown as AppViewer,
  product: 'HIVE' as const,
  params: { speakerId },
  searchParams: new URLSearchParams(),
  opens: () => true,
});

describe('the speaker profile route (issue 28 #20)', () => {
  it("sends an address whose id is not one (/speaker/abc) to the list with one 'Speaker ID not found'", async () => {
    render(<ToastProvider>{null}</ToastProvider>);
    expect(profile.redirect?.(at('abc'))).toBe('/speakers/list');
    expect(await screen.findByText('Speaker ID not found')).toBeTruthy();
    expect(screen.getAllByText('Speaker ID not found')).toHaveLength(1);
  });

  it('leaves a real id, the placeholder and a speaker (sent to their own profile by the guards) alone', () => {
    expect(profile.redirect?.(at('12'))).toBeNull();
    expect(profile.redirect?.(at(':speakerId'))).toBeNull();
    expect(profile.redirect?.(at('abc', 'SPEAKER'))).toBeNull();
  });
});
