import { describe, expect, it } from 'vitest';
import { resourceYears } from '../../../../../../api/src/areas/resources/contract.ts';
import {
  changedResourceInput,
  EMPTY_RESOURCE,
  groupIconOf,
  isHttpsLink,
  isValidGroupUrl,
  refusedByService,
  resourceRowActions,
  resourceToolbar,
  YEAR_CHOICES,
  yearChoicesWith,
} from '../resourceRules.ts';

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

  it('sends only the changed fields of an edit, and keeps an earlier year on offer', () => {
    const earlier = String(resourceYears()[0]! - 1);
    const initial = { ...EMPTY_RESOURCE, fileName: 'Deck', groupId: 'g1', year: earlier, prcCode: 'P-1' };
    expect(changedResourceInput(initial, { ...initial, fileName: ' Deck 2 ' })).toEqual({ fileName: 'Deck 2' });
    expect(changedResourceInput(initial, { ...initial, prcCode: '', expirationDate: '2099-01-02' })).toEqual({
      prcCode: null,
      expirationDate: '2099-01-02',
    });
    expect(changedResourceInput(initial, { ...initial, year: '', topicInternalId: '7' })).toEqual({ year: null, topicInternalId: 7 });
    expect(changedResourceInput(initial, { ...initial, fileName: 'Deck ' })).toEqual({});
    expect(yearChoicesWith(earlier)).toEqual([earlier, ...YEAR_CHOICES]);
    expect(yearChoicesWith(YEAR_CHOICES[2]!)).toEqual(YEAR_CHOICES);
    expect(yearChoicesWith('')).toEqual(YEAR_CHOICES);
  });

  it("tells the service's refusals (4xx) from failures without an answer", () => {
    const answered = (status: number) => Object.assign(new Error('x'), { source: [{ message: 'x', extensions: { status } }] });
    expect(refusedByService(answered(404))).toBe(true);
    expect(refusedByService(answered(503))).toBe(false);
    expect(refusedByService(new Error('Network error'))).toBe(false);
    expect(refusedByService(undefined)).toBe(false);
  });
});
