import { configure } from '@testing-library/react';
import { vi } from 'vitest';

// relay-test-utils' mock environment records calls with `jest.fn()`; vitest's `vi` has the same API.
vi.stubGlobal('jest', vi);

// jsdom lays nothing out and has no scrolling (FocusFirstError scrolls to the first message).
Element.prototype.scrollIntoView = () => {};

// Popovers, search fields and tooltips load their code on first use (web README, first-load budget): a
// findBy… waits for that import, which on a loaded machine takes longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5_000 });

// A LabelTooltip shows its control as the Suspense fallback until the Tooltip's code has loaded, then mounts the
// control anew inside it: a click landing in between would hit the old, detached button. In a browser that code
// arrives right after the first screen; here its first import takes seconds, so it is loaded before any test.
await import('../shared/fluentTooltip.ts');
