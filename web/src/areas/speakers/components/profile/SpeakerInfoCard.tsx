import { Button, Field, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { Form, Formik } from 'formik';
import { fieldMessage } from '../../../../shared/fieldMessage.ts';
import { lazy, Suspense, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { SpeakerInfoCard_speaker$key } from '../../../../__generated__/SpeakerInfoCard_speaker.graphql';
import type { SpeakerType } from '../../../../__generated__/useSaveSpeakerFieldsMutation.graphql';
import { useNotify } from '../../../../app/toast.tsx';
import { commitAsync } from '../../../../shared/commitAsync.ts';
import { downloadFile, namedAfter } from '../../../../shared/downloadFile.ts';
import { FocusFirstError } from '../../../../shared/FocusFirstError.tsx';
import { UnsavedSection } from '../../../../shared/UnsavedSections.tsx';
import { zodValidate } from '../../../../shared/zodFormik.ts';
import {
  FIELD_LIMITS,
  REQUIRED_SPEAKER_FIELDS,
  SPEAKER_TEXT_FIELDS,
  SPEAKER_TYPE_LABELS,
  speakerFormSchema,
  type SpeakerFormValues,
} from '../speakerFormSchema.ts';
import { CRM_STATUSES, type CrmStatus } from '../speakerListOptions.ts';
import { SPEAKER_CRM_LOCKED_FIELDS } from '../../../../../../api/src/areas/speakers/contract.ts';
import { ViewRows } from './AddressCard.tsx';
import { useSaveSpeakerFieldsMutation } from './mutations/useSaveSpeakerFieldsMutation.ts';
import { useSetSpeakerLiaisonMutation } from './mutations/useSetSpeakerLiaisonMutation.ts';
import { ProfileCard } from './ProfileCard.tsx';
import { changedValues, trimmedOrNull } from './profileSchemas.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '12px' },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: '12px', alignItems: 'start' },
  files: { display: 'flex', flexWrap: 'wrap', gap: '8px' },
  actions: { display: 'flex', gap: '8px', justifyContent: 'end' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** CV and bio files: what the protected upload takes (png, jpeg, pdf; api/src/areas/files/uploads.ts), up to 5 MB. */
// The edit form's drop zones and the upload load when editing starts, not with the profile (its first-load budget).
const FileDropZone = lazy(() => import('../../../../shared/FileDropZone.tsx').then((m) => ({ default: m.FileDropZone })));

const DOCUMENT_EXTENSIONS = ['.pdf', '.png', '.jpeg', '.jpg'] as const;
const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

const FILES = [
  ['cvUrl', 'CV'],
  ['bioUrl', 'Bio'],
] as const;
type FileField = (typeof FILES)[number][0];

interface Props {
  speaker: SpeakerInfoCard_speaker$key;
  /** Update on speaker. */
  canEdit: boolean;
  hidden: ReadonlySet<string>;
  disabled: ReadonlySet<string>;
  tenantId: string;
  /** The users the liaison can be, when the viewer may set it (else the liaison is only shown). */
  liaisons: readonly Liaison[] | null;
  /** Whether the viewer reads the liaison (the fragment's `readLiaison`). */
  readLiaison: boolean;
}

interface Liaison {
  internalId: number;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

const liaisonName = (l: Liaison | null | undefined) => (l ? [l.firstName, l.lastName].filter(Boolean).join(' ') || (l.email ?? '') : '');

/** Speaker Information (spec 001 §2): the speaker's fields, edited in place, with the CV and bio files to view and upload. */
export function SpeakerInfoCard({ speaker, canEdit, hidden, disabled, tenantId, liaisons, readLiaison }: Props) {
  const styles = useStyles();
  const notify = useNotify();
  const s = useFragment(
    graphql`
      fragment SpeakerInfoCard_speaker on Speaker @argumentDefinitions(readLiaison: { type: "Boolean!", defaultValue: false }) {
        id
        liaison @include(if: $readLiaison) {
          internalId
          firstName
          lastName
        }
        firstName
        lastName
        email
        phone
        credentials
        specialty
        institution
        speakerType
        crmStatus
        cvUrl
        bioUrl
        veevaId
      }
    `,
    speaker,
  );
  // A speaker synced from the CRM keeps its identity as the CRM sent it (the service refuses a change too).
  const locked = s.veevaId ? new Set<string>([...disabled, ...SPEAKER_CRM_LOCKED_FIELDS]) : disabled;
  const [editing, setEditing] = useState(false);
  const [files, setFiles] = useState<Partial<Record<FileField, File>>>({});
  const [commit] = useSaveSpeakerFieldsMutation();
  const [commitLiaison] = useSetSpeakerLiaisonMutation();
  const savedLiaison = s.liaison?.internalId ?? null;
  const [liaisonId, setLiaisonId] = useState<number | null>(savedLiaison);
  const form = useRef<HTMLFormElement>(null);
  const initialValues: SpeakerFormValues = {
    firstName: s.firstName ?? '',
    lastName: s.lastName ?? '',
    email: s.email ?? '',
    phone: s.phone ?? '',
    credentials: s.credentials ?? '',
    specialty: s.specialty ?? '',
    institution: s.institution ?? '',
    speakerType: s.speakerType ?? '',
  };
  const shown = SPEAKER_TEXT_FIELDS.filter(([name]) => !hidden.has(name));

  const view = async (url: string, name: string) => {
    try {
      await downloadFile(url, name);
    } catch (error) {
      notify('error', (error as Error).message);
    }
  };

  const save = async (values: SpeakerFormValues) => {
    const texts: Partial<Record<keyof typeof FIELD_LIMITS, string | null>> = {};
    const changed = Object.keys(changedValues(initialValues, values)) as (keyof SpeakerFormValues)[];
    for (const [name] of SPEAKER_TEXT_FIELDS) {
      if (changed.includes(name)) texts[name] = REQUIRED_SPEAKER_FIELDS.has(name) ? values[name].trim() : trimmedOrNull(values[name]);
    }
    const urls: Partial<Record<FileField, string>> = {};
    try {
      const { uploadFile } = await import('../../../../shared/uploadImage.ts');
      for (const [field, file] of Object.entries(files) as [FileField, File][]) urls[field] = await uploadFile(file, tenantId, 'protected');
    } catch (error) {
      notify('error', (error as Error).message);
      return;
    }
    const speakerType = changed.includes('speakerType') && values.speakerType ? { speakerType: values.speakerType as SpeakerType } : {};
    const fieldsChanged = changed.length > 0 || Object.keys(urls).length > 0;
    if (fieldsChanged && !(await commitAsync(commit, { input: { id: s.id, ...texts, ...speakerType, ...urls } }))) return;
    const liaisonChanged = liaisons !== null && liaisonId !== savedLiaison;
    if (liaisonChanged && !(await commitAsync(commitLiaison, { input: { speakerId: s.id, liaisonId } }))) return;
    if (fieldsChanged || liaisonChanged) notify('success', 'Successfully updated speaker');
    setFiles({});
    setEditing(false);
  };

  return (
    <ProfileCard title="Speaker Information" editing={editing} onEdit={canEdit ? () => setEditing(true) : undefined}>
      {editing ? (
        <Formik initialValues={initialValues} validate={zodValidate<SpeakerFormValues>(speakerFormSchema)} onSubmit={save}>
          {(f) => {
            const error = (name: string) => fieldMessage(f, name);
            return (
              <Form ref={form} className={styles.form} noValidate>
                <FocusFirstError form={form} />
                <div className={styles.grid}>
                  {shown.map(([name, label, type]) => (
                    <Field key={name} label={label} required={REQUIRED_SPEAKER_FIELDS.has(name)} validationMessage={error(name)}>
                      <Input
                        name={name}
                        type={type}
                        maxLength={FIELD_LIMITS[name]}
                        value={f.values[name]}
                        disabled={locked.has(name)}
                        onChange={f.handleChange}
                        onBlur={f.handleBlur}
                      />
                    </Field>
                  ))}
                  {!hidden.has('speakerType') && (
                    <Field label="Speaker Type" required validationMessage={error('speakerType')}>
                      <Select
                        name="speakerType"
                        value={f.values.speakerType}
                        disabled={locked.has('speakerType')}
                        onChange={f.handleChange}
                        onBlur={f.handleBlur}
                      >
                        <option value="">—</option>
                        {Object.entries(SPEAKER_TYPE_LABELS)
                          .filter(([value]) => value !== 'CRM' || initialValues.speakerType === 'CRM')
                          .map(([value, text]) => (
                            <option key={value} value={value}>
                              {text}
                            </option>
                          ))}
                      </Select>
                    </Field>
                  )}
                </div>
                {liaisons && (
                  <Field label="Liaison">
                    <Select
                      value={liaisonId === null ? '' : String(liaisonId)}
                      onChange={(_e, d) => setLiaisonId(d.value ? Number(d.value) : null)}
                    >
                      <option value="">—</option>
                      {liaisons.map((l) => (
                        <option key={l.internalId} value={l.internalId}>
                          {liaisonName(l)}
                        </option>
                      ))}
                    </Select>
                  </Field>
                )}
                {FILES.filter(([field]) => !hidden.has(field) && !disabled.has(field)).map(([field, label]) => (
                  <Field key={field} label={`${label} File (pdf, png, jpeg, jpg)`}>
                    <Suspense>
                      <FileDropZone
                        label={`${label} file`}
                        extensions={DOCUMENT_EXTENSIONS}
                        maxBytes={DOCUMENT_MAX_BYTES}
                        onFile={(file) => setFiles((current) => ({ ...current, [field]: file }))}
                      />
                    </Suspense>
                  </Field>
                ))}
                <div className={styles.actions}>
                  <Button
                    onClick={() => {
                      setFiles({});
                      setLiaisonId(savedLiaison);
                      setEditing(false);
                    }}
                  >
                    Cancel
                  </Button>
                  <Button appearance="primary" type="submit" disabled={f.isSubmitting}>
                    Update
                  </Button>
                </div>
                <UnsavedSection
                  dirty={f.dirty || Object.keys(files).length > 0 || liaisonId !== savedLiaison}
                  onSave={() => void f.submitForm()}
                />
              </Form>
            );
          }}
        </Formik>
      ) : (
        <>
          <ViewRows
            rows={[
              ...shown.map(([name, label]): [string, string] => [label, initialValues[name]]),
              ...(hidden.has('speakerType') ? [] : [['Speaker Type', SPEAKER_TYPE_LABELS[s.speakerType ?? ''] ?? ''] as [string, string]]),
              ...(hidden.has('crmStatus') ? [] : [['Status', CRM_STATUSES[s.crmStatus as CrmStatus] ?? ''] as [string, string]]),
              ...(readLiaison ? [['Liaison', liaisonName(s.liaison)] as [string, string]] : []),
            ]}
          />
          <div className={styles.files}>
            {FILES.filter(([field]) => !hidden.has(field)).map(([field, label]) => {
              const url = { cvUrl: s.cvUrl, bioUrl: s.bioUrl }[field];
              return url ? (
                <Button key={field} icon={<ArrowDownloadRegular />} onClick={() => void view(url, namedAfter(label, url))}>
                  {`View ${label}`}
                </Button>
              ) : (
                <span key={field} className={styles.muted}>{`No ${label} uploaded`}</span>
              );
            })}
          </div>
        </>
      )}
    </ProfileCard>
  );
}
