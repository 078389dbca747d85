import { Button, Checkbox, Field, Input, makeStyles, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import type { CustomGroupCard_group$data } from '../../../../__generated__/CustomGroupCard_group.graphql';
import { useNotify } from '../../../../app/toast.tsx';
import { commitAsync } from '../../../../shared/commitAsync.ts';
import { FileDropZone } from '../../../../shared/FileDropZone.tsx';
import { uploadFile } from '../../../../shared/uploadImage.ts';
import { useSaveSpeakerProfileValuesMutation } from './mutations/useSaveSpeakerProfileValuesMutation.ts';
import { UnsavedSection } from '../../../../shared/UnsavedSections.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '12px' },
  actions: { display: 'flex', gap: '8px', justifyContent: 'end' },
});

/** File values: what the protected upload takes (pdf, png, jpeg), up to 5 MB. */
const FILE_EXTENSIONS = ['.pdf', '.png', '.jpeg', '.jpg'] as const;
const FILE_MAX_BYTES = 5 * 1024 * 1024;

interface Props {
  fields: CustomGroupCard_group$data['fields'];
  speakerId: string;
  tenantId: string;
  onClose(): void;
}

/** A custom group's fields in edit mode: one control per field type; Save sends the changed values at once ('Attachment
 *  Updated' when only files changed, else 'Updated': spec 001 §8). */
export function CustomGroupForm({ fields, speakerId, tenantId, onClose }: Props) {
  const styles = useStyles();
  const notify = useNotify();
  const [values, setValues] = useState<Record<number, string>>({});
  const [files, setFiles] = useState<Record<number, File>>({});
  const [saving, setSaving] = useState(false);
  const [commit] = useSaveSpeakerProfileValuesMutation();
  const current = (field: { internalId: number; value?: string | null }) => values[field.internalId] ?? field.value ?? '';
  const set = (fieldId: number, value: string) => setValues((all) => ({ ...all, [fieldId]: value }));

  const fileFields = fields.filter((field) => field.type === 'FILE');
  const otherFields = fields.filter((field) => field.type !== 'FILE');

  const save = async () => {
    setSaving(true);
    try {
      const changed = fields
        .filter((field) => field.internalId in values && values[field.internalId] !== (field.value ?? ''))
        .map((field) => ({ fieldId: field.internalId, value: values[field.internalId] || null }));
      for (const [fieldId, file] of Object.entries(files)) {
        changed.push({ fieldId: Number(fieldId), value: await uploadFile(file, tenantId, 'protected') });
      }
      if (changed.length) {
        const ok = await commitAsync(commit, { input: { speakerId, values: changed } });
        if (!ok) return;
        const onlyFiles = changed.every((value) => fields.some((field) => field.internalId === value.fieldId && field.type === 'FILE'));
        notify('success', onlyFiles ? 'Attachment Updated' : 'Updated');
      }
      onClose();
    } catch (error) {
      notify('error', (error as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={styles.form}>
      {otherFields.map((field) =>
        field.type === 'BOOLEAN' ? (
          <Checkbox
            key={field.id}
            label={field.name}
            checked={current(field) === '1'}
            onChange={(_e, d) => set(field.internalId, d.checked ? '1' : '0')}
          />
        ) : (
          <Field key={field.id} label={field.name}>
            {field.type === 'TEXTAREA' ? (
              <Textarea value={current(field)} onChange={(_e, d) => set(field.internalId, d.value)} />
            ) : (
              <Input
                type={field.type === 'NUMBER' ? 'number' : field.type === 'DATE' ? 'date' : 'text'}
                value={current(field)}
                onChange={(_e, d) => set(field.internalId, d.value)}
              />
            )}
          </Field>
        ),
      )}
      {fileFields.map((field) => (
        <Field key={field.id} label={field.name}>
          <FileDropZone
            label={field.name}
            extensions={FILE_EXTENSIONS}
            maxBytes={FILE_MAX_BYTES}
            onFile={(file) => setFiles((all) => ({ ...all, [field.internalId]: file }))}
          />
        </Field>
      ))}
      <div className={styles.actions}>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button appearance="primary" onClick={() => void save()} disabled={saving}>
          Save
        </Button>
      </div>
      <UnsavedSection dirty={Object.keys(values).length > 0 || Object.keys(files).length > 0} onSave={() => void save()} />
    </div>
  );
}
