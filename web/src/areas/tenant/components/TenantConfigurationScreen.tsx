import { Button, Card, CardHeader, Field, Input, makeStyles, Switch, Text, Title2, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { RELOAD_DELAY_MS, TENANT_FAILURES as F, TENANT_MESSAGES as M } from '../../../../../api/src/areas/tenant/contract.ts';
import type { TenantConfigurationScreen_configuration$key } from '../../../__generated__/TenantConfigurationScreen_configuration.graphql';
import { useNotify } from '../../../app/toast.tsx';
import { commitAsync } from '../../../shared/commitAsync.ts';
import {
  useRefreshTenantMutation,
  useSaveFeatureFlagsMutation,
  useSaveTenantProductsMutation,
  useUpdateTenantNameMutation,
} from '../mutations/useTenantConfigurationMutations.ts';
import { ExpenseRulesCard } from './ExpenseRulesCard.tsx';
import { HiddenFieldsCard } from './HiddenFieldsCard.tsx';
import { changeValue, FLAG_LABELS, KIND_LABELS, PRODUCT_LABELS } from './labels.ts';
import { PermissionsCard } from './PermissionsCard.tsx';
import { UnsavedSections, useUnsavedSection } from '../../../shared/UnsavedSections.tsx';
import { productBuilt } from '../../../routing/guards.ts';
import { hasRoute } from '../../../routing/routes.tsx';

export const useCardStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1100px', minWidth: 0 },
  grid: { display: 'grid', gap: tokens.spacingVerticalL, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 340px), 1fr))' },
  card: { minWidth: 0 },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'end', flexWrap: 'wrap' },
  grow: { flexGrow: 1, minWidth: '160px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end', flexWrap: 'wrap' },
  hint: { color: tokens.colorPaletteRedForeground1 },
  muted: { color: tokens.colorNeutralForeground3 },
  change: {
    display: 'flex',
    flexDirection: 'column',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    paddingBottom: tokens.spacingVerticalXS,
  },
  wrap: { overflowWrap: 'anywhere' },
});

// The cards (PermissionsCard, HiddenFieldsCard, ExpenseRulesCard) take these fields as plain props, so the
// per-file unused-field check cannot see them read.
/* eslint-disable relay/unused-fields */
const fragment = graphql`
  fragment TenantConfigurationScreen_configuration on TenantConfiguration {
    id
    name
    featureFlags {
      id
      value
    }
    products {
      product
      active
    }
    roles {
      internalId
      role
    }
    entities {
      internalId
      name
      hideableFields
    }
    actions {
      internalId
      action
    }
    rolePermissions {
      roleId
      entityId
      permissionId
    }
    expenseFilteringRules {
      comparisonType
      comparisonString
    }
    comparisonTypes
    recentChanges {
      internalId
      kind
      target
      before
      after
      at
      actorName
    }
  }
`;
/* eslint-enable relay/unused-fields */

const reloadSoon = () => window.setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);

/** Spec 002 §2.20: the cards of the Tenant Configuration; the footer's Reset puts every card back as loaded. */
export function TenantConfigurationScreen({ configuration }: { configuration: TenantConfigurationScreen_configuration$key }) {
  const data = useFragment(fragment, configuration);
  const styles = useCardStyles();
  const notify = useNotify();
  const navigate = useNavigate();
  const [generation, setGeneration] = useState(0);
  const [refresh, refreshing] = useRefreshTenantMutation();
  const key = `${data.id}-${generation}`;

  return (
    <UnsavedSections>
      <div className={styles.page}>
        <Title2 as="h2">Tenant Configuration</Title2>
        <div className={styles.grid}>
          <TenantCard key={`t-${key}`} name={data.name} />
          <FlagsCard key={`f-${key}`} flags={data.featureFlags} />
          <ProductsCard key={`p-${key}`} products={data.products} />
          <Card className={styles.card}>
            <CardHeader header={<Text weight="semibold">Configuration</Text>} />
            <div>
              <Button onClick={() => navigate('/speakers/config')}>Modify Custom Fields</Button>
            </div>
          </Card>
        </div>
        <HiddenFieldsCard key={`h-${key}`} roles={data.roles} entities={data.entities} />
        <ExpenseRulesCard key={`e-${key}`} rules={data.expenseFilteringRules} comparisonTypes={data.comparisonTypes} />
        <PermissionsCard
          key={`r-${key}`}
          roles={data.roles}
          entities={data.entities}
          actions={data.actions}
          grants={data.rolePermissions}
        />
        <div className={styles.actions}>
          <Button
            disabled={refreshing}
            onClick={async () => {
              if (await commitAsync(refresh, {})) notify('success', M.refreshed);
            }}
          >
            Refresh Tenant
          </Button>
          <Button onClick={() => setGeneration((g) => g + 1)}>Reset</Button>
        </div>
        <Card className={styles.card} aria-label="Recent changes">
          <CardHeader header={<Text weight="semibold">Recent changes</Text>} />
          {data.recentChanges.length === 0 ? (
            <Text className={styles.muted}>No configuration changes yet</Text>
          ) : (
            <ul className={styles.column} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {data.recentChanges.map((c) => (
                <li key={c.internalId} className={styles.change} data-testid="configuration-change">
                  <Text size={200} className={styles.muted}>
                    {new Date(c.at).toLocaleString('en-US')} · {c.actorName ?? 'Unknown user'}
                  </Text>
                  <Text className={styles.wrap}>
                    <strong>{KIND_LABELS[c.kind] ?? c.kind}</strong> {c.target}: {changeValue(c.before)} → {changeValue(c.after)}
                  </Text>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </UnsavedSections>
  );
}

function TenantCard({ name: loaded }: { name: string }) {
  const styles = useCardStyles();
  const notify = useNotify();
  const [name, setName] = useState(loaded);
  const [commit, saving] = useUpdateTenantNameMutation();
  const invalid = !name.trim();
  const save = async () => {
    if (!(await commitAsync(commit, { input: { name: name.trim() } }))) return;
    notify('success', M.tenantSaved);
    reloadSoon();
  };
  useUnsavedSection(name.trim() !== loaded, () => void save());
  return (
    <Card className={styles.card}>
      <CardHeader header={<Text weight="semibold">Tenant</Text>} />
      <Field label="Name" validationMessage={invalid ? 'Name is required' : undefined}>
        <Input value={name} onChange={(_e, d) => setName(d.value)} />
      </Field>
      <div className={styles.actions}>
        <Button appearance="primary" disabled={saving || invalid || name.trim() === loaded} onClick={() => void save()}>
          Save Tenant
        </Button>
      </div>
    </Card>
  );
}

/** The flags whose screens exist (issue 28 #13). */
const OFFERED_FLAGS = FLAG_LABELS.filter(([, , screen]) => !screen || hasRoute(screen));

function FlagsCard({ flags }: { flags: readonly { id: string; value: boolean }[] }) {
  const styles = useCardStyles();
  const notify = useNotify();
  const initial = Object.fromEntries(OFFERED_FLAGS.map(([id]) => [id, Boolean(flags.find((f) => f.id === id)?.value)]));
  const [values, setValues] = useState<Record<string, boolean>>(initial);
  const [failed, setFailed] = useState(false);
  const [commit, saving] = useSaveFeatureFlagsMutation();
  const changed = OFFERED_FLAGS.some(([id]) => values[id] !== initial[id]);
  const save = async () => {
    const input = { flags: OFFERED_FLAGS.filter(([id]) => values[id] !== initial[id]).map(([id]) => ({ id, value: values[id]! })) };
    if (!(await commitAsync(commit, { input }))) {
      setFailed(true);
      return;
    }
    notify('success', M.flagsSaved);
    reloadSoon();
  };
  useUnsavedSection(changed, () => void save());
  return (
    <Card className={styles.card}>
      <CardHeader header={<Text weight="semibold">Features Flags</Text>} />
      <div className={styles.column}>
        {OFFERED_FLAGS.map(([id, label]) => (
          <Switch
            key={id}
            label={label}
            checked={values[id]}
            onChange={(_e, d) => {
              setFailed(false);
              setValues((v) => ({ ...v, [id]: d.checked }));
            }}
          />
        ))}
      </div>
      {failed && (
        <Text role="alert" className={styles.hint}>
          {F.flags}
        </Text>
      )}
      <div className={styles.actions}>
        <Button appearance="primary" disabled={saving || !changed} onClick={() => void save()}>
          Save Feature Flags
        </Button>
      </div>
    </Card>
  );
}

type ProductRow = { readonly product: string; readonly active: boolean };

function ProductsCard({ products }: { products: readonly ProductRow[] }) {
  const styles = useCardStyles();
  const notify = useNotify();
  const initial = Object.fromEntries(products.map((p) => [p.product, p.product === 'HIVE' || p.active]));
  const [values, setValues] = useState<Record<string, boolean>>(initial);
  const [commit, saving] = useSaveTenantProductsMutation();
  const changed = products.some((p) => values[p.product] !== initial[p.product]);
  const save = async () => {
    const input = { products: products.map((p) => ({ product: p.product as 'HIVE', active: Boolean(values[p.product]) })) };
    if (!(await commitAsync(commit, { input }))) return;
    notify('success', M.productsSaved);
    reloadSoon();
  };
  useUnsavedSection(changed, () => void save());
  return (
    <Card className={styles.card}>
      <CardHeader header={<Text weight="semibold">Products</Text>} />
      <div className={styles.column}>
        {/* A product whose screens are not built is not offered (issue 28 #13); the save keeps it as it is. */}
        {products
          .filter((p) => productBuilt(p.product))
          .map((p) => (
            <Switch
              key={p.product}
              label={PRODUCT_LABELS[p.product] ?? p.product}
              checked={values[p.product]}
              disabled={p.product === 'HIVE'}
              onChange={(_e, d) => setValues((v) => ({ ...v, [p.product]: d.checked }))}
            />
          ))}
      </div>
      <div className={styles.actions}>
        <Button appearance="primary" disabled={saving || !changed} onClick={() => void save()}>
          Save Products
        </Button>
      </div>
    </Card>
  );
}
