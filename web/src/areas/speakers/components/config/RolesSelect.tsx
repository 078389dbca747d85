import { Field, makeStyles, tokens } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import type { Role } from './profileConfigSchema.ts';

// Fluent's Dropdown and the positioning of its list load with the screen's first group, not with the screen
// (the first-load budget, web/README.md).
const RolesDropdown = lazy(() => import('./RolesDropdown.tsx').then((m) => ({ default: m.RolesDropdown })));

const useStyles = makeStyles({
  // The dropdown's own box (medium size), so nothing moves when it replaces this.
  placeholder: {
    boxSizing: 'border-box',
    minWidth: '250px',
    height: '32px',
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
  },
});

export interface RolesSelectProps {
  label: string;
  value: readonly Role[];
  onChange(roles: Role[]): void;
  disabled?: boolean;
}

/** A multi-select of roles (a group's Hidden User Roles and Disabled User Roles). */
export function RolesSelect(props: RolesSelectProps) {
  const styles = useStyles();
  return (
    <Field label={props.label}>
      <Suspense fallback={<div className={styles.placeholder} />}>
        <RolesDropdown {...props} />
      </Suspense>
    </Field>
  );
}
