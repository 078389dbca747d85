import { Button, makeStyles, Spinner } from '@fluentui/react-components';
import { ArrowDownloadRegular, DeleteRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CustomGroupCard_group$key } from '../../../../__generated__/CustomGroupCard_group.graphql';
import { useNotify } from '../../../../app/toast.tsx';
import { commitAsync } from '../../../../shared/commitAsync.ts';
import { ConfirmDialog } from '../../../../shared/ConfirmDialog.tsx';
import { downloadFile, namedAfter } from '../../../../shared/downloadFile.ts';
import { truncate } from '../../../../shared/truncate.ts';
import { ViewRows } from './AddressCard.tsx';
import { listDate } from '../../../../shared/listDate.ts';
import { useSaveSpeakerProfileValuesMutation } from './mutations/useSaveSpeakerProfileValuesMutation.ts';
import { ProfileCard } from './ProfileCard.tsx';

// The edit form (checkboxes, text areas, file pickers) loads when a card is first edited (the first-load budget).
const CustomGroupForm = lazy(() => import('./CustomGroupForm.tsx').then((m) => ({ default: m.CustomGroupForm })));

const useStyles = makeStyles({
  files: { display: 'flex', flexWrap: 'wrap', gap: '8px' },
  file: { display: 'flex', alignItems: 'center' },
});

/** A value as the view shows it: booleans Yes/No, dates MM/DD/YYYY. */
function shown(type: string, value: string | null | undefined) {
  if (value == null || value === '') return '';
  if (type === 'BOOLEAN') return value === '1' ? 'Yes' : 'No';
  if (type === 'DATE') return listDate(value);
  return value;
}

interface Props {
  group: CustomGroupCard_group$key;
  speakerId: string;
  tenantId: string;
  /** A section inside another card (Preferred Speaking Days in Blackout Dates) rather than a card of its own. */
  nested?: boolean;
  /** The viewer may write the speaker's values (create and update on speaker_profile_field_data): Edit is offered. */
  canEdit: boolean;
  /** The viewer may remove a file (spec 001 §6 "Attachment delete"): each file has a confirmed Delete. */
  canRemoveFiles: boolean;
}

/** Spec 001 §9: an attachment's text is cut to 25 characters (the whole text is its name and tooltip). */
export const ATTACHMENT_TEXT_MAX = 25;

/** The locked group 'Attachments' is the card spec 001 §2 titles Additional Documents. */
const titleOf = (name: string) => (name === 'Attachments' ? 'Additional Documents' : name);

/**
 * A custom profile group's card (spec 001 §2, §3 "Custom profile": Additional Documents, Travel Preferences,
 * Speaker Bio, …): its fields with the speaker's values, edited in place unless the group is disabled for the role;
 * Save sends the changed values in one write ('Updated', or 'Attachment Updated' for files only).
 */
export function CustomGroupCard({ group, speakerId, tenantId, nested, canEdit, canRemoveFiles }: Props) {
  const styles = useStyles();
  const notify = useNotify();
  const g = useFragment(
    graphql`
      fragment CustomGroupCard_group on SpeakerProfileGroup {
        name
        disabled
        fields {
          id
          internalId
          name
          type
          value
        }
      }
    `,
    group,
  );
  const [editing, setEditing] = useState(false);
  // The file whose removal is being asked, then sent.
  const [removing, setRemoving] = useState<{ internalId: number; name: string } | null>(null);
  const [commit, saving] = useSaveSpeakerProfileValuesMutation();
  const removeFile = async (fieldId: number) => {
    setRemoving(null);
    const ok = await commitAsync(commit, { input: { speakerId, values: [{ fieldId, value: null }] } });
    if (ok) notify('success', 'Attachment Deleted');
  };
  const writable = canEdit && !g.disabled;
  const download = async (name: string, url: string) => {
    try {
      await downloadFile(url, namedAfter(name, url));
    } catch (error) {
      notify('error', (error as Error).message);
    }
  };

  const fileFields = g.fields.filter((field) => field.type === 'FILE');
  const otherFields = g.fields.filter((field) => field.type !== 'FILE');
  return (
    <ProfileCard
      title={titleOf(g.name)}
      nested={nested}
      editing={editing}
      onEdit={writable ? () => setEditing(true) : undefined}
      empty={g.fields.length ? null : 'No fields'}
    >
      {editing ? (
        <Suspense fallback={<Spinner size="small" aria-label="Loading the form" />}>
          <CustomGroupForm fields={g.fields} speakerId={speakerId} tenantId={tenantId} onClose={() => setEditing(false)} />
        </Suspense>
      ) : (
        <>
          {otherFields.length > 0 && <ViewRows rows={otherFields.map((field) => [field.name, shown(field.type, field.value)])} />}
          {fileFields.length > 0 && (
            <div className={styles.files}>
              {fileFields.map((field) => (
                <span key={field.id} className={styles.file}>
                  <Button
                    icon={<ArrowDownloadRegular />}
                    disabled={!field.value}
                    onClick={() => field.value && void download(field.name, field.value)}
                    {...(field.name.length > ATTACHMENT_TEXT_MAX && { 'aria-label': field.name, title: field.name })}
                  >
                    {truncate(field.name, ATTACHMENT_TEXT_MAX)}
                  </Button>
                  {writable && canRemoveFiles && field.value && (
                    <Button
                      appearance="subtle"
                      icon={<DeleteRegular />}
                      aria-label={`Delete ${field.name}`}
                      disabled={saving}
                      onClick={() => setRemoving(field)}
                    />
                  )}
                </span>
              ))}
            </div>
          )}
          <ConfirmDialog
            open={!!removing}
            title="Delete attachment"
            confirmLabel="Delete"
            onCancel={() => setRemoving(null)}
            onConfirm={() => removing && void removeFile(removing.internalId)}
          >
            {`${removing?.name ?? ''} will be deleted. Are you sure you want to proceed?`}
          </ConfirmDialog>
        </>
      )}
    </ProfileCard>
  );
}
