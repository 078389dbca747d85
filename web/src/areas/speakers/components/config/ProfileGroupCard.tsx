import { Button, Card, Field, Input, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowDownRegular, ArrowUpRegular, DeleteRegular, LockClosedRegular } from '@fluentui/react-icons';
import { useFormikContext } from 'formik';
import { fieldMessage } from '../../../../shared/fieldMessage.ts';
import { move } from '../../../../shared/move.ts';
import { PROFILE_LIMITS } from '../../../../../../api/src/areas/speakers/contract.ts';
import { FIELD_TYPE_OPTIONS, newField, type ConfigValues, type GroupDraft, type ProfileFieldType } from './profileConfigSchema.ts';
import { RolesSelect } from './RolesSelect.tsx';

const useStyles = makeStyles({
  card: { padding: '16px', display: 'flex', flexDirection: 'column', gap: '12px' },
  // Items keep their own height: a message under one field moves no other field of its row.
  header: { display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'start' },
  name: { flexGrow: 1, minWidth: '220px' },
  locked: { display: 'flex', alignItems: 'center', gap: '8px', flexGrow: 1, minHeight: '32px' },
  roles: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(250px, 1fr))', gap: '12px' },
  fields: { display: 'flex', flexDirection: 'column', gap: '8px', margin: 0, padding: 0, listStyleType: 'none' },
  field: { display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'start' },
  fieldName: { flexGrow: 1, minWidth: '200px' },
  type: { width: '160px' },
  empty: { color: tokens.colorNeutralForeground3 },
});

interface Props {
  index: number;
  count: number;
  /** Asks before the group goes (a saved one takes its fields and their values along on save). */
  onDelete(): void;
}

/** One custom profile group of the configuration form: its name, roles and fields (spec 001 §2). Locked groups
 *  (Attachments, Speaker Bio) keep their name, fields and existence; they can be moved, hidden and disabled. */
export function ProfileGroupCard({ index, count, onDelete }: Props) {
  const styles = useStyles();
  const f = useFormikContext<ConfigValues>();
  const group = f.values.groups[index] as GroupDraft;
  const path = `groups.${index}`;
  const label = group.name.trim() || 'New group';
  const error = (name: string) => fieldMessage(f, name);
  const setGroup = (next: Partial<GroupDraft>) => f.setFieldValue(path, { ...group, ...next });
  const moveGroup = (by: -1 | 1) => f.setFieldValue('groups', move(f.values.groups, index, by));

  return (
    <Card className={styles.card} role="group" aria-label={label}>
      <div className={styles.header}>
        {group.locked ? (
          <div className={styles.locked}>
            <LockClosedRegular aria-label="Locked" role="img" />
            <Text weight="semibold">{group.name}</Text>
          </div>
        ) : (
          <Field className={styles.name} label="Group name" required validationMessage={error(`${path}.name`)}>
            <Input
              name={`${path}.name`}
              value={group.name}
              maxLength={PROFILE_LIMITS.name}
              onChange={f.handleChange}
              onBlur={f.handleBlur}
            />
          </Field>
        )}
        <Button icon={<ArrowUpRegular />} disabled={index === 0} onClick={() => moveGroup(-1)} aria-label={`Move Up ${label}`}>
          Move Up
        </Button>
        <Button icon={<ArrowDownRegular />} disabled={index === count - 1} onClick={() => moveGroup(1)} aria-label={`Move Down ${label}`}>
          Move Down
        </Button>
        {!group.locked && (
          <Button icon={<DeleteRegular />} onClick={onDelete} aria-label={`Delete group ${label}`}>
            Delete group
          </Button>
        )}
      </div>
      <div className={styles.roles}>
        <RolesSelect label="Hidden User Roles" value={group.hiddenUserRoles} onChange={(roles) => setGroup({ hiddenUserRoles: roles })} />
        <RolesSelect
          label="Disabled User Roles"
          value={group.disabledUserRoles}
          onChange={(roles) => setGroup({ disabledUserRoles: roles })}
        />
      </div>
      {group.fields.length === 0 && <Text className={styles.empty}>No fields</Text>}
      <ul className={styles.fields} aria-label={`Fields of ${label}`}>
        {group.fields.map((field, j) => {
          const at = `${path}.fields.${j}`;
          const fieldLabel = field.name.trim() || `field ${j + 1}`;
          const moveField = (by: -1 | 1) => setGroup({ fields: move(group.fields, j, by) });
          return (
            <li key={field.key} className={styles.field}>
              <Field className={styles.fieldName} required validationMessage={error(`${at}.name`)}>
                <Input
                  aria-label="Field name"
                  placeholder="Field name"
                  name={`${at}.name`}
                  value={field.name}
                  maxLength={PROFILE_LIMITS.name}
                  disabled={group.locked}
                  onChange={f.handleChange}
                  onBlur={f.handleBlur}
                />
              </Field>
              <Field className={styles.type}>
                <Select
                  aria-label="Field type"
                  name={`${at}.type`}
                  value={field.type}
                  disabled={group.locked}
                  onChange={(_e, d) => f.setFieldValue(`${at}.type`, d.value as ProfileFieldType)}
                >
                  {FIELD_TYPE_OPTIONS.map(([value, text]) => (
                    <option key={value} value={value}>
                      {text}
                    </option>
                  ))}
                </Select>
              </Field>
              {!group.locked && (
                <>
                  <Button icon={<ArrowUpRegular />} disabled={j === 0} onClick={() => moveField(-1)} aria-label={`Move ${fieldLabel} up`} />
                  <Button
                    icon={<ArrowDownRegular />}
                    disabled={j === group.fields.length - 1}
                    onClick={() => moveField(1)}
                    aria-label={`Move ${fieldLabel} down`}
                  />
                  <Button
                    icon={<DeleteRegular />}
                    onClick={() => setGroup({ fields: group.fields.filter((_, k) => k !== j) })}
                    aria-label={`Delete ${fieldLabel}`}
                  />
                </>
              )}
            </li>
          );
        })}
      </ul>
      {!group.locked && (
        <div>
          <Button
            icon={<AddRegular />}
            onClick={() => setGroup({ fields: [...group.fields, newField()] })}
            aria-label={`Add Field to ${label}`}
          >
            Add Field
          </Button>
        </div>
      )}
    </Card>
  );
}
