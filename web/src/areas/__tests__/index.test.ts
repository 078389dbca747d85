import { describe, expect, it } from 'vitest';
import type { WebArea } from '../../routing/area.ts';
import { AREAS } from '../index.ts';

const manifests = import.meta.glob<Record<string, WebArea>>('../*/area.ts', { eager: true });
/** The area folders: the first folder of each source file under areas/ (the files are not loaded). */
const folders = new Set(Object.keys(import.meta.glob('../*/**/*.{ts,tsx}')).map((file) => file.split('/')[1]!));
folders.delete('__tests__');

describe('AREAS', () => {
  it('lists the manifest of every folder of web/src/areas, one without screens included', () => {
    expect(folders.size).toBeGreaterThan(10);
    for (const folder of folders) {
      const manifest = manifests[`../${folder}/area.ts`];
      expect(manifest, `${folder}/area.ts`).toBeDefined();
      for (const area of Object.values(manifest ?? {})) expect(AREAS, folder).toContain(area);
    }
  });
});
