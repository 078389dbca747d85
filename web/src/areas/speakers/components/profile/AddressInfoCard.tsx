import { graphql, useFragment } from 'react-relay';
import type { AddressInfoCard_speaker$key } from '../../../../__generated__/AddressInfoCard_speaker.graphql';
import { useNotify } from '../../../../app/toast.tsx';
import { commitAsync } from '../../../../shared/commitAsync.ts';
import { AddressCard, addressValues } from './AddressCard.tsx';
import { useSaveSpeakerFieldsMutation } from './mutations/useSaveSpeakerFieldsMutation.ts';
import { changedValues, type AddressValues } from './profileSchemas.ts';

const trimmed = (values: AddressValues): AddressValues => ({
  address: values.address.trim(),
  city: values.city.trim(),
  state: values.state.trim(),
  zip: values.zip.trim(),
});

interface Props {
  speaker: AddressInfoCard_speaker$key;
  canEdit: boolean;
  hidden: ReadonlySet<string>;
  disabled: ReadonlySet<string>;
}

const ADDRESS_FIELDS = ['address', 'city', 'state', 'zip'];

/**
 * Address Information (spec 001 §2, §5): the speaker's own address; saves the fields that changed. The four are
 * checked together, so a role with one of them hidden reads the card and does not edit it.
 */
export function AddressInfoCard({ speaker, canEdit, hidden, disabled }: Props) {
  const notify = useNotify();
  const s = useFragment(
    graphql`
      fragment AddressInfoCard_speaker on Speaker {
        id
        address
        city
        state
        zip
      }
    `,
    speaker,
  );
  const [commit] = useSaveSpeakerFieldsMutation();
  const values = addressValues(s);
  return (
    <AddressCard
      title="Address Information"
      values={values}
      disabled={disabled}
      hidden={hidden}
      onSave={
        canEdit && !ADDRESS_FIELDS.some((field) => hidden.has(field))
          ? async (next) => {
              const changed = changedValues(values, trimmed(next));
              if (!Object.keys(changed).length) return true;
              const ok = await commitAsync(commit, { input: { id: s.id, ...changed } });
              if (ok) notify('success', 'Successfully updated speaker address');
              else notify('error', 'Failed to update speaker address');
              return ok;
            }
          : undefined
      }
    />
  );
}
