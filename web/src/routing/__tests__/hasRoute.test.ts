import { describe, expect, it } from 'vitest';
import { hasRoute } from '../routes.tsx';

describe('hasRoute', () => {
  it('knows the screens the areas have built, whatever the query', () => {
    expect(hasRoute('/events/list')).toBe(true);
    expect(hasRoute('/event/edit/12?tab=venue')).toBe(true);
    expect(hasRoute('/attendees/list?eventId=3')).toBe(true);
    expect(hasRoute('/calculator?eventId=3')).toBe(true);
    expect(hasRoute('/email-series/list')).toBe(true);
    expect(hasRoute('/email-manual-trigger')).toBe(true);
    expect(hasRoute('/email-template-designer?emailTemplateId=3')).toBe(true);
    expect(hasRoute('/email-template-designer-v2?emailTemplateId=3')).toBe(true);
    expect(hasRoute('/dashboard/programs?view=list')).toBe(true);
    expect(hasRoute('/dashboard/config')).toBe(true);
  });

  it('does not know screens no area has, so menus do not offer them', () => {
    for (const path of ['/dashboard/unknown', '/reports/list']) {
      expect(hasRoute(path), path).toBe(false);
    }
  });
});
