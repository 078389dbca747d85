import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ProfileConfigForm_groups$key } from '../../../../__generated__/ProfileConfigForm_groups.graphql';
import { useNotify } from '../../../../app/toast.tsx';
import { ProfileConfigEditor } from './ProfileConfigEditor.tsx';
import { toConfigValues } from './profileConfigSchema.ts';
import { useSaveProfileConfig } from './useProfileConfigMutations.ts';

/** The configuration screen's form over the saved configuration; after a save that wrote something it starts
 *  again from what the service answered (also when a later step was refused: the form shows what is stored). */
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
  // The form and the configuration it started from; a new one after each save that wrote something.
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
        const { ok, wrote } = await save(start.values, values, start.saved);
        if (ok) notify('success', 'Successfully updated custom profile fields');
        if (wrote) setPending(true);
        return ok;
      }}
    />
  );
}
