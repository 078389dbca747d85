import { Button, Card, CardHeader, Dropdown, Field, Option, Select, Spinner, Text } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { fetchQuery } from 'relay-runtime';
import { TENANT_FAILURES as F, TENANT_MESSAGES as M } from '../../../../../api/src/areas/tenant/contract.ts';
import type { HiddenFieldsCardQuery, Role } from '../../../__generated__/HiddenFieldsCardQuery.graphql';
import { useNotify } from '../../../app/toast.tsx';
import { commitAsync } from '../../../shared/commitAsync.ts';
import { useSaveEntityHiddenFieldsMutation } from '../mutations/useTenantConfigurationMutations.ts';
import { entityLabel, roleLabel } from './labels.ts';
import { useCardStyles } from './TenantConfigurationScreen.tsx';
import { useUnsavedSection } from '../../../shared/UnsavedSections.tsx';

const query = graphql`
  query HiddenFieldsCardQuery($role: Role!, $entity: String!) {
    entityHiddenFields(role: $role, entity: $entity)
  }
`;

interface Props {
  roles: readonly { internalId: number; role: string }[];
  entities: readonly { internalId: number; name: string; hideableFields: readonly string[] }[];
}

/** Spec 002 §2.20: a role and an entity (every entity with hideable fields, issue 15), its hidden fields. */
export function HiddenFieldsCard({ roles, entities }: Props) {
  const styles = useCardStyles();
  const notify = useNotify();
  const environment = useRelayEnvironment();
  const hideable = entities.filter((e) => e.hideableFields.length > 0);
  const [role, setRole] = useState('');
  const [entity, setEntity] = useState(hideable.some((e) => e.name === 'speaker') ? 'speaker' : (hideable[0]?.name ?? ''));
  // What the service answered, for which role/entity: a choice not yet answered reads as loading.
  const [answer, setAnswer] = useState<{ key: string; fields: readonly string[] | null } | null>(null);
  const [edits, setEdits] = useState<{ key: string; fields: string[] } | null>(null);
  const [failed, setFailed] = useState(false);
  const [commit, saving] = useSaveEntityHiddenFieldsMutation();
  const available = hideable.find((e) => e.name === entity)?.hideableFields ?? [];
  const current = `${role}/${entity}`;
  const loadFailed = answer?.key === current && answer.fields === null;
  const loaded = answer?.key === current ? answer.fields : null;
  const fields = edits?.key === current ? edits.fields : [...(loaded ?? [])];
  const setFields = (next: string[]) => {
    setFailed(false);
    setEdits({ key: current, fields: next });
  };

  useEffect(() => {
    if (!role || !entity) return;
    const key = `${role}/${entity}`;
    const subscription = fetchQuery<HiddenFieldsCardQuery>(
      environment,
      query,
      { role: role as Role, entity },
      { fetchPolicy: 'network-only' },
    ).subscribe({
      next: (data) => setAnswer({ key, fields: data.entityHiddenFields ?? [] }),
      error: () => setAnswer({ key, fields: null }),
    });
    return () => subscription.unsubscribe();
  }, [environment, role, entity]);

  const changed = loaded !== null && (fields.length !== loaded.length || fields.some((f) => !loaded.includes(f)));
  const save = async () => {
    if (!(await commitAsync(commit, { input: { role: role as Role, entity, fields } }))) {
      setFailed(true);
      return;
    }
    setAnswer({ key: current, fields: [...fields] });
    notify('success', M.hiddenFieldsSaved);
  };
  useUnsavedSection(changed, () => void save());
  return (
    <Card className={styles.card}>
      <CardHeader header={<Text weight="semibold">Entity Hidden Fields</Text>} />
      <div className={styles.row}>
        <Field label="Role">
          <Select
            aria-label="Hidden fields role"
            value={role}
            onChange={(_e, d) => {
              setFailed(false);
              setRole(d.value);
            }}
          >
            <option value="">Choose a role</option>
            {roles.map((r) => (
              <option key={r.internalId} value={r.role}>
                {roleLabel(r.role)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Entity">
          <Select
            aria-label="Hidden fields entity"
            value={entity}
            onChange={(_e, d) => {
              setFailed(false);
              setEntity(d.value);
            }}
          >
            {hideable.map((e) => (
              <option key={e.internalId} value={e.name}>
                {entityLabel(e.name)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Hidden fields" className={styles.grow}>
          <Dropdown
            aria-label="Hidden fields"
            multiselect
            disabled={loaded === null}
            placeholder={role ? 'None' : 'Choose a role first'}
            value={fields.join(', ')}
            selectedOptions={fields}
            onOptionSelect={(_e, d) => setFields(d.selectedOptions)}
          >
            {available.map((f) => (
              <Option key={f} value={f}>
                {f}
              </Option>
            ))}
          </Dropdown>
        </Field>
        {role && loaded === null && !loadFailed && <Spinner size="tiny" label="Loading hidden fields" />}
      </div>
      {loadFailed && <Text className={styles.hint}>Failed to load the hidden fields</Text>}
      {failed && (
        <Text role="alert" className={styles.hint}>
          {F.hiddenFields}
        </Text>
      )}
      <div className={styles.actions}>
        <Button appearance="primary" disabled={saving || !changed} onClick={() => void save()}>
          Save Hidden Fields
        </Button>
      </div>
    </Card>
  );
}
