import { Button, Card, CardHeader, Dropdown, Field, Input, Option, Select, Text } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { TENANT_FAILURES as F, TENANT_MESSAGES as M } from '../../../../../api/src/areas/tenant/contract.ts';
import { useNotify } from '../../../app/toast.tsx';
import { commitAsync } from '../../../shared/commitAsync.ts';
import { useSaveRolePermissionsMutation } from '../mutations/useTenantConfigurationMutations.ts';
import { entityLabel, roleLabel } from './labels.ts';
import { useCardStyles } from './TenantConfigurationScreen.tsx';
import { useUnsavedSection } from '../../../shared/UnsavedSections.tsx';

type Grant = { readonly roleId: number; readonly entityId: number; readonly permissionId: number };

interface Props {
  roles: readonly { internalId: number; role: string }[];
  entities: readonly { internalId: number; name: string }[];
  actions: readonly { internalId: number; action: string }[];
  grants: readonly Grant[];
}

/** entityId → permission ids of one role. */
function grantsOf(grants: readonly Grant[], roleId: number): Record<number, string[]> {
  const map: Record<number, string[]> = {};
  for (const g of grants) if (g.roleId === roleId) (map[g.entityId] ??= []).push(String(g.permissionId));
  return map;
}

const sameGrants = (a: Record<number, string[]>, b: Record<number, string[]>) => {
  const norm = (m: Record<number, string[]>) =>
    Object.entries(m)
      .filter(([, v]) => v.length)
      .map(([k, v]) => `${k}:${[...v].sort().join(',')}`)
      .sort()
      .join('|');
  return norm(a) === norm(b);
};

/** Spec 002 §2.20: choose a role, optionally Copy From another, filter entities, per-entity actions; Save Permissions. */
export function PermissionsCard({ roles, entities, actions, grants }: Props) {
  const styles = useCardStyles();
  const notify = useNotify();
  const [roleId, setRoleId] = useState<number | null>(null);
  const [copyFrom, setCopyFrom] = useState('');
  const [filter, setFilter] = useState('');
  const [edited, setEditedState] = useState<Record<number, string[]>>({});
  const [failed, setFailed] = useState(false);
  const setEdited = (next: Record<number, string[]> | ((all: Record<number, string[]>) => Record<number, string[]>)) => {
    setFailed(false);
    setEditedState(next);
  };
  const [commit, saving] = useSaveRolePermissionsMutation();
  const loaded = useMemo(() => (roleId === null ? {} : grantsOf(grants, roleId)), [grants, roleId]);
  const actionName = new Map(actions.map((a) => [String(a.internalId), a.action.toLowerCase()]));
  const shown = entities.filter((e) => !filter.trim() || entityLabel(e.name).toLowerCase().includes(filter.trim().toLowerCase()));
  const changed = roleId !== null && !sameGrants(edited, loaded);
  const save = async () => {
    if (roleId === null) return;
    const input = {
      roleId,
      grants: Object.entries(edited).flatMap(([entityId, ids]) =>
        ids.map((permissionId) => ({ entityId: Number(entityId), permissionId: Number(permissionId) })),
      ),
    };
    if (!(await commitAsync(commit, { input }))) {
      setFailed(true);
      return;
    }
    setCopyFrom('');
    notify('success', M.permissionsSaved);
  };
  useUnsavedSection(changed, () => void save());

  return (
    <Card className={styles.card}>
      <CardHeader header={<Text weight="semibold">Roles and Permissions</Text>} />
      <div className={styles.row}>
        <Field label="Role">
          <Select
            aria-label="Permissions role"
            value={roleId === null ? '' : String(roleId)}
            onChange={(_e, d) => {
              const id = d.value ? Number(d.value) : null;
              setRoleId(id);
              setCopyFrom('');
              setEdited(id === null ? {} : grantsOf(grants, id));
            }}
          >
            <option value="">Choose a role</option>
            {roles.map((r) => (
              <option key={r.internalId} value={r.internalId}>
                {roleLabel(r.role)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Copy From">
          <Select
            aria-label="Copy From"
            disabled={roleId === null}
            value={copyFrom}
            onChange={(_e, d) => {
              setCopyFrom(d.value);
              if (d.value) setEdited(grantsOf(grants, Number(d.value)));
              else if (roleId !== null) setEdited(grantsOf(grants, roleId));
            }}
          >
            <option value="">None</option>
            {roles
              .filter((r) => r.internalId !== roleId)
              .map((r) => (
                <option key={r.internalId} value={r.internalId}>
                  {roleLabel(r.role)}
                </option>
              ))}
          </Select>
        </Field>
        <Field label="Filter entities" className={styles.grow}>
          <Input aria-label="Filter entities" value={filter} onChange={(_e, d) => setFilter(d.value)} />
        </Field>
      </div>
      {roleId === null ? (
        <Text className={styles.muted}>Choose a role to see its permissions</Text>
      ) : (
        <div className={styles.column} style={{ maxHeight: '420px', overflowY: 'auto' }}>
          {shown.length === 0 && <Text className={styles.muted}>No entity matches the filter</Text>}
          {shown.map((e) => (
            <div key={e.internalId} className={styles.row} data-testid="entity-permissions">
              <Text className={styles.grow}>{entityLabel(e.name)}</Text>
              <Dropdown
                aria-label={`${entityLabel(e.name)} permissions`}
                multiselect
                placeholder="None"
                value={(edited[e.internalId] ?? []).map((id) => actionName.get(id)).join(', ')}
                selectedOptions={edited[e.internalId] ?? []}
                onOptionSelect={(_ev, d) => setEdited((all) => ({ ...all, [e.internalId]: d.selectedOptions }))}
              >
                {actions.map((a) => (
                  <Option key={a.internalId} value={String(a.internalId)}>
                    {a.action.toLowerCase()}
                  </Option>
                ))}
              </Dropdown>
            </div>
          ))}
        </div>
      )}
      {failed && (
        <Text role="alert" className={styles.hint}>
          {F.permissions}
        </Text>
      )}
      <div className={styles.actions}>
        <Button appearance="primary" disabled={saving || !changed} onClick={() => void save()}>
          Save Permissions
        </Button>
      </div>
    </Card>
  );
}
