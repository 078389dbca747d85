import { describe, expect, it } from 'vitest';
import { groupIconOf, isHttpsLink, isValidGroupUrl, resourceRowActions, resourceToolbar } from '../resourceRules.ts';

describe('resource list rules', () => {
  it("gives a speaker liaison no row menu and no 'Create new Resource'; Manage Categories only to the system admin", () => {
    const all = { canAssign: true, canUpdate: true, canDelete: true };
    expect(Object.values(resourceRowActions({ role: 'SPEAKER_LIAISON', ...all }))).toEqual([false, false, false, false]);
    expect(resourceRowActions({ role: 'ADMIN', ...all })).toEqual({ manageSpeakers: true, edit: true, remove: true, archive: true });
    expect(resourceRowActions({ role: 'ADMIN', canAssign: false, canUpdate: true, canDelete: false })).toEqual({
      manageSpeakers: false,
      edit: true,
      remove: false,
      archive: true,
    });
    expect(resourceToolbar({ role: 'SYSTEM_ADMIN', canCreate: true })).toEqual({ manageCategories: true, create: true });
    expect(resourceToolbar({ role: 'ADMIN', canCreate: true })).toEqual({ manageCategories: false, create: true });
    expect(resourceToolbar({ role: 'SPEAKER_LIAISON', canCreate: true })).toEqual({ manageCategories: false, create: false });
  });

  it("chooses a card's icon from the group name", () => {
    expect(
      ['Speaker Contracts', 'Resources', 'FAQ', 'News', 'Slide Decks', 'Prescribers', 'Expense Forms', 'Archived'].map(groupIconOf),
    ).toEqual(['contract', 'resource', 'faq', 'news', 'slide', 'prescribe', 'expense', 'default']);
  });

  it('checks group URLs (http(s) with a dot) and resource links (https with a host)', () => {
    expect(isValidGroupUrl('')).toBe(true);
    expect(isValidGroupUrl('http://news.example.com')).toBe(true);
    expect(isValidGroupUrl('https://localhost')).toBe(false);
    expect(isValidGroupUrl('ftp://a.b')).toBe(false);
    expect(isHttpsLink('https://a.example.com/x')).toBe(true);
    expect(isHttpsLink('http://a.example.com')).toBe(false);
    expect(isHttpsLink('https://nohost')).toBe(false);
  });
});
