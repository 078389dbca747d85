import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ProfileConfigForm_groups$key } from '../../../../__generated__/ProfileConfigForm_groups.graphql';
import { useNotify } from '../../../../app/toast.tsx';
import { ProfileConfigEditor } from './ProfileConfigEditor.tsx';
import { toConfigValues } from './profileConfigSchema.ts';
import { useSaveProfileConfig } from './useProfileConfigMutations.ts';

/** The configuration screen's form over the saved configuration; after a save it starts again from what the
 *  service answered (a refused save changed nothing: the form keeps the person's edits). */
// toConfigValues and the save's plan read every field.
/* eslint-disable relay/unused-fields */
export function ProfileConfigForm({ groups }: { groups: ProfileConfigForm_groups$key }) {
  const saved = useFragment(
    graphql`
      fragment ProfileConfigForm_groups on ProfileGroupConfig @relay(plural: true) {
        id
        internalId
        name
        weight
        locked
        hiddenUserRoles
        disabledUserRoles
        fields {
          id
          internalId
          name
          type
          weight
        }
      }
    `,
    groups,
  );
  const save = useSaveProfileConfig();
  const notify = useNotify();
  // The form and the configuration it started from; a new one after each save.
  const [start, setStart] = useState(() => ({ saved, values: toConfigValues(saved), version: 0 }));
  const [pending, setPending] = useState(false);
  if (pending && start.saved !== saved) {
    setPending(false);
    setStart({ saved, values: toConfigValues(saved), version: start.version + 1 });
  }

  return (
    <ProfileConfigEditor
      key={start.version}
      initialValues={start.values}
      onSave={async (values) => {
        const ok = await save(start.values, values, start.saved);
        if (ok) {
          notify('success', 'Successfully updated custom profile fields');
          setPending(true);
        }
        return ok;
      }}
    />
  );
}
