import { vi } from 'vitest';

// relay-test-utils' mock environment records calls with `jest.fn()`; vitest's `vi` has the same API.
vi.stubGlobal('jest', vi);

// jsdom lays nothing out and has no scrolling (FocusFirstError scrolls to the first message).
Element.prototype.scrollIntoView = () => {};
