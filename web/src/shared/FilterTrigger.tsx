import { Button, CounterBadge, makeStyles } from '@fluentui/react-components';
import { FilterRegular } from '@fluentui/react-icons';
import { useEffect, type ReactElement, type ReactNode, type Ref } from 'react';
import { PopupOnDemand } from './PopupOnDemand.tsx';

const useStyles = makeStyles({
  trigger: { flexShrink: 0, whiteSpace: 'nowrap', minWidth: 'auto' },
});

/**
 * A list's Filters button, its badge counting the filters set, opening the list's filter popover: `popup(trigger)`, made
 * with `React.lazy` over `load`, which is loaded right after the list's first screen, not with it (the first-load budget).
 */
export function FilterTrigger({
  count,
  load,
  popup,
}: {
  count: number;
  load: () => Promise<unknown>;
  popup: (trigger: ReactElement<{ ref?: Ref<HTMLButtonElement> }>) => ReactNode;
}) {
  const styles = useStyles();
  useEffect(() => void load(), [load]);
  return (
    <PopupOnDemand
      trigger={
        <Button className={styles.trigger} icon={<FilterRegular />} aria-label={count ? `Filters (${count} set)` : 'Filters'}>
          Filters {count > 0 && <CounterBadge count={count} size="small" aria-hidden />}
        </Button>
      }
      popup={popup}
    />
  );
}
