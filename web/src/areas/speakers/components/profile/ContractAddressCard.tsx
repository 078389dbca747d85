import { graphql, useFragment } from 'react-relay';
import type { ContractAddressCard_speaker$key } from '../../../../__generated__/ContractAddressCard_speaker.graphql';
import { useNotify } from '../../../../app/toast.tsx';
import { commitAsync } from '../../../../shared/commitAsync.ts';
import { AddressCard, addressValues } from './AddressCard.tsx';
import { useSetContractAddressMutation } from './mutations/useSetContractAddressMutation.ts';
import { answered } from './storeLists.ts';

/** The Contract Address card (spec 001 §2, §5): the address contracts are sent to, created on the first save. */
export function ContractAddressCard({ speaker, canEdit }: { speaker: ContractAddressCard_speaker$key; canEdit: boolean }) {
  const notify = useNotify();
  const s = useFragment(
    graphql`
      fragment ContractAddressCard_speaker on Speaker {
        id
        contractAddress {
          id
          address
          city
          state
          zip
        }
      }
    `,
    speaker,
  );
  const [commit] = useSetContractAddressMutation();
  return (
    <AddressCard
      title="Contract Address"
      values={addressValues(s.contractAddress)}
      onSave={
        canEdit
          ? async (next) => {
              const ok = await commitAsync(
                commit,
                {
                  input: {
                    speakerId: s.id,
                    address: next.address.trim(),
                    city: next.city.trim(),
                    state: next.state.trim(),
                    zip: next.zip.trim(),
                  },
                },
                undefined,
                // A first contract address is linked to the speaker (an update changes the linked record itself).
                (store) => {
                  const [address] = answered(store, 'setContractAddress', 'contractAddress');
                  if (address) store.get(s.id)?.setLinkedRecord(address, 'contractAddress');
                },
              );
              if (ok) notify('success', 'Successfully updated contract address');
              else notify('error', 'Failed to update contract address');
              return ok;
            }
          : undefined
      }
    />
  );
}
