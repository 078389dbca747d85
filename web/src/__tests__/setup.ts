import { configure } from '@testing-library/react';
import { vi } from 'vitest';

// relay-test-utils' mock environment records calls with `jest.fn()`; vitest's `vi` has the same API.
vi.stubGlobal('jest', vi);

// jsdom lays nothing out and has no scrolling (FocusFirstError scrolls to the first message).
Element.prototype.scrollIntoView = () => {};

// Popovers, search fields and tooltips load their code on first use (web README, first-load budget): a
// findBy… waits for that import, which on a loaded machine takes longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5_000 });
