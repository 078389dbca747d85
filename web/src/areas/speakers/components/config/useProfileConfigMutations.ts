import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useProfileConfigMutationsSaveMutation as SaveConfiguration } from '../../../../__generated__/useProfileConfigMutationsSaveMutation.graphql';
import { commitAsync } from '../../../../shared/commitAsync.ts';
import { planSave, type ConfigValues, type StoredConfig } from './profileConfigSchema.ts';

const saveConfiguration = graphql`
  mutation useProfileConfigMutationsSaveMutation($input: SaveSpeakerProfileConfigurationInput!) {
    saveSpeakerProfileConfiguration(input: $input) {
      configuration {
        ...ProfileConfigForm_groups
      }
    }
  }
`;

/**
 * Save Changes (spec 001 §2): one `saveSpeakerProfileConfiguration` with every removal, new group and field and
 * change (`planSave`), all or nothing: a refusal changes nothing, its message shown by the network layer. The
 * answer is the whole configuration, which becomes the screen's `speakerProfileConfiguration`. Answers whether
 * it went through (nothing to save goes through without a call).
 */
export function useSaveProfileConfig() {
  const [commit] = useMutation<SaveConfiguration>(saveConfiguration);
  return useCallback(
    async (initial: ConfigValues, values: ConfigValues, stored: StoredConfig): Promise<boolean> => {
      const input = planSave(initial, values, stored);
      if (!input) return true;
      return commitAsync(commit, { input }, undefined, (store) => {
        const groups = store.getRootField('saveSpeakerProfileConfiguration')?.getLinkedRecords('configuration');
        if (groups) store.getRoot().setLinkedRecords(groups, 'speakerProfileConfiguration');
      });
    },
    [commit],
  );
}
