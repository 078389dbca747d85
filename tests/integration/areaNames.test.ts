import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const areasOf = (part: string) => new URL(`../../${part}/src/areas/`, import.meta.url);

/** The area folders of a part (its tests folder left out). */
const folders = (part: string) =>
  readdirSync(areasOf(part), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== '__tests__')
    .map((entry) => entry.name)
    .sort();

/** The names the part's area registry (`areas/index.ts`) registers, read from the manifests it imports. */
function registered(part: string): Set<string> {
  const registry = readFileSync(new URL('index.ts', areasOf(part)), 'utf8');
  const manifests = [...registry.matchAll(/from '\.\/([\w/]+\.ts)'/g)].map((m) => readFileSync(new URL(m[1]!, areasOf(part)), 'utf8'));
  return new Set(manifests.flatMap((text) => [...text.matchAll(/\bname: '(\w+)'/g)].map((m) => m[1]!)));
}

// The root README's rule ("Areas"): an area has the same name in every part that has it; the api is the system of
// record, so every BFF and web area is one of its areas; each area's manifest is named as its folder.
describe('area names', () => {
  const api = folders('api');

  it.each(['api', 'bff', 'web'])('%s: every area folder holds a registered manifest named for it', (part) => {
    const names = registered(part);
    expect(folders(part).filter((folder) => !names.has(folder))).toEqual([]);
  });

  it.each(['bff', 'web'])('%s: names only areas the api has', (part) => {
    expect(folders(part).filter((name) => !api.includes(name))).toEqual([]);
  });
});
