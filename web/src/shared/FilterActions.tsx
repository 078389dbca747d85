import { Button, makeStyles, mergeClasses } from '@fluentui/react-components';

const useStyles = makeStyles({
  actions: { display: 'flex', justifyContent: 'end', gap: '8px', flexWrap: 'wrap' },
  reset: { marginRight: 'auto' },
});

/**
 * The buttons under a filter popup's fields, each shown when its handler is given: 'Reset all filters' (at the left,
 * spec 001's attendee and survey response filters), Clear, Cancel, then Apply.
 */
export function FilterActions({
  onApply,
  applyDisabled,
  onClear,
  onReset,
  onCancel,
  className,
}: {
  onApply(): void;
  applyDisabled?: boolean;
  onClear?(): void;
  onReset?(): void;
  onCancel?(): void;
  className?: string;
}) {
  const styles = useStyles();
  return (
    <div className={mergeClasses(styles.actions, className)}>
      {onReset && (
        <Button className={styles.reset} appearance="subtle" onClick={onReset}>
          Reset all filters
        </Button>
      )}
      {onClear && <Button onClick={onClear}>Clear</Button>}
      {onCancel && <Button onClick={onCancel}>Cancel</Button>}
      <Button appearance="primary" disabled={applyDisabled} onClick={onApply}>
        Apply
      </Button>
    </div>
  );
}
