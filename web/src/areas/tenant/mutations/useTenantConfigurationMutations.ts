import { graphql, useMutation } from 'react-relay';
import type { useTenantConfigurationMutationsFlagsMutation as Flags } from '../../../__generated__/useTenantConfigurationMutationsFlagsMutation.graphql';
import type { useTenantConfigurationMutationsHiddenFieldsMutation as HiddenFields } from '../../../__generated__/useTenantConfigurationMutationsHiddenFieldsMutation.graphql';
import type { useTenantConfigurationMutationsNameMutation as Name } from '../../../__generated__/useTenantConfigurationMutationsNameMutation.graphql';
import type { useTenantConfigurationMutationsPermissionsMutation as Permissions } from '../../../__generated__/useTenantConfigurationMutationsPermissionsMutation.graphql';
import type { useTenantConfigurationMutationsProductsMutation as Products } from '../../../__generated__/useTenantConfigurationMutationsProductsMutation.graphql';
import type { useTenantConfigurationMutationsRefreshMutation as Refresh } from '../../../__generated__/useTenantConfigurationMutationsRefreshMutation.graphql';
import type { useTenantConfigurationMutationsRulesMutation as Rules } from '../../../__generated__/useTenantConfigurationMutationsRulesMutation.graphql';

// Every mutation answers the whole configuration (same id): the screen's cards and Recent changes update from it.

export const useUpdateTenantNameMutation = () =>
  useMutation<Name>(graphql`
    mutation useTenantConfigurationMutationsNameMutation($input: UpdateTenantNameInput!) {
      updateTenantName(input: $input) {
        tenantConfiguration {
          ...TenantConfigurationScreen_configuration
        }
      }
    }
  `);

export const useSaveFeatureFlagsMutation = () =>
  useMutation<Flags>(graphql`
    mutation useTenantConfigurationMutationsFlagsMutation($input: SaveFeatureFlagsInput!) {
      saveFeatureFlags(input: $input) {
        tenantConfiguration {
          ...TenantConfigurationScreen_configuration
        }
      }
    }
  `);

export const useSaveTenantProductsMutation = () =>
  useMutation<Products>(graphql`
    mutation useTenantConfigurationMutationsProductsMutation($input: SaveTenantProductsInput!) {
      saveTenantProducts(input: $input) {
        tenantConfiguration {
          ...TenantConfigurationScreen_configuration
        }
      }
    }
  `);

export const useSaveEntityHiddenFieldsMutation = () =>
  useMutation<HiddenFields>(graphql`
    mutation useTenantConfigurationMutationsHiddenFieldsMutation($input: SaveEntityHiddenFieldsInput!) {
      saveEntityHiddenFields(input: $input) {
        fields
        tenantConfiguration {
          ...TenantConfigurationScreen_configuration
        }
      }
    }
  `);

export const useSaveExpenseFilteringRulesMutation = () =>
  useMutation<Rules>(graphql`
    mutation useTenantConfigurationMutationsRulesMutation($input: SaveExpenseFilteringRulesInput!) {
      saveExpenseFilteringRules(input: $input) {
        tenantConfiguration {
          ...TenantConfigurationScreen_configuration
        }
      }
    }
  `);

export const useSaveRolePermissionsMutation = () =>
  useMutation<Permissions>(graphql`
    mutation useTenantConfigurationMutationsPermissionsMutation($input: SaveRolePermissionsInput!) {
      saveRolePermissions(input: $input) {
        tenantConfiguration {
          ...TenantConfigurationScreen_configuration
        }
      }
    }
  `);

export const useRefreshTenantMutation = () =>
  useMutation<Refresh>(graphql`
    mutation useTenantConfigurationMutationsRefreshMutation {
      refreshTenant {
        tenantConfiguration {
          ...TenantConfigurationScreen_configuration
        }
      }
    }
  `);
