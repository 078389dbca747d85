import DataLoader from 'dataloader';
import type { UpstreamHttp } from './http.ts';

/** The caller's hidden fields (all entities at once) and disabled fields (per entity), each loaded once per request. */
export function createPermissionsApi(http: UpstreamHttp) {
  let hidden: Promise<Record<string, string[]>> | undefined;
  return {
    /** One REST call per request, however many entities the operation touches. */
    hiddenFields: (entity: string): Promise<string[]> =>
      (hidden ??= http.get<Record<string, string[]>>('permissions/hidden-fields')).then((all) => all[entity] ?? []),
    disabledFieldsByEntity: new DataLoader<string, string[]>((entities) =>
      Promise.all(entities.map((entity) => http.get<string[]>(`permissions/entity/${encodeURIComponent(entity)}/disabled-fields`))),
    ),
  };
}

export type PermissionsApi = ReturnType<typeof createPermissionsApi>;
