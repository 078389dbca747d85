import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { PersonRegular } from '@fluentui/react-icons';
import { lazy, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { HeadshotCard_speaker$key } from '../../../../__generated__/HeadshotCard_speaker.graphql';
import { useNotify } from '../../../../app/toast.tsx';
import { commitAsync } from '../../../../shared/commitAsync.ts';
import { Deferred } from '../../../../shared/Deferred.tsx';
import { useSaveSpeakerFieldsMutation } from './mutations/useSaveSpeakerFieldsMutation.ts';
import { ProfileCard } from './ProfileCard.tsx';

// The cropper loads with the dialog, not with the profile (the first-load budget, web/README.md).
const HeadshotDialog = lazy(() => import('./HeadshotDialog.tsx').then((m) => ({ default: m.HeadshotDialog })));

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '12px' },
  // HEADSHOT_SIZE (styles are compiled at build time from literals).
  image: { width: '200px', height: '200px', maxWidth: '100%', objectFit: 'cover', borderRadius: '4px' },
  // Without a headshot, a box of its size (no Avatar: its code would weigh on the profile's first load).
  placeholder: {
    width: '200px',
    height: '200px',
    maxWidth: '100%',
    display: 'grid',
    placeItems: 'center',
    borderRadius: '4px',
    fontSize: '96px',
    color: tokens.colorNeutralForeground3,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  actions: { display: 'flex', gap: '8px' },
});

interface Props {
  speaker: HeadshotCard_speaker$key;
  /** Spec 001 §6: SpeakerLiaison, Admin, SystemAdmin and Speaker, with update on speaker. */
  canEdit: boolean;
  tenantId: string;
}

/** Headshot (spec 001 §2, §4): the speaker's picture; select a file, crop it to a square and upload it, or clear it. */
export function HeadshotCard({ speaker, canEdit, tenantId }: Props) {
  const styles = useStyles();
  const notify = useNotify();
  const s = useFragment(
    graphql`
      fragment HeadshotCard_speaker on Speaker {
        id
        firstName
        lastName
        avatarImgUrl
      }
    `,
    speaker,
  );
  const [open, setOpen] = useState(false);
  const [commit, saving] = useSaveSpeakerFieldsMutation();
  const name = [s.firstName, s.lastName].filter(Boolean).join(' ');

  const save = async (avatarImgUrl: string | null) => {
    const ok = await commitAsync(commit, { input: { id: s.id, avatarImgUrl } });
    if (ok) notify('success', 'Successfully updated speaker');
    return ok;
  };

  return (
    <ProfileCard title="Headshot">
      <div className={styles.body}>
        {s.avatarImgUrl ? (
          <img className={styles.image} src={s.avatarImgUrl} alt={`Headshot of ${name}`} />
        ) : (
          <div className={styles.placeholder} role="img" aria-label={`${name}, no headshot`}>
            <PersonRegular />
          </div>
        )}
        {canEdit && (
          <div className={styles.actions}>
            <Button appearance="primary" onClick={() => setOpen(true)}>
              Select Image
            </Button>
            <Button disabled={!s.avatarImgUrl || saving} onClick={() => void save(null)}>
              Clear
            </Button>
          </div>
        )}
      </div>
      <Deferred when={open}>
        <HeadshotDialog open={open} tenantId={tenantId} onClose={() => setOpen(false)} onUploaded={save} />
      </Deferred>
    </ProfileCard>
  );
}
