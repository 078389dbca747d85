import { Button, Field, makeStyles, Select, Text } from '@fluentui/react-components';
import { PAGE_SIZES } from './tableOptions.ts';

const useStyles = makeStyles({
  pager: { display: 'flex', flexWrap: 'wrap', gap: '12px', alignItems: 'center', justifyContent: 'end', marginTop: '12px' },
  nowrap: { whiteSpace: 'nowrap' },
  // A horizontal Field gives its label a third of its width: in a pager sized by its content the select then covered
  // the end of 'Rows per page'. Label and select take their own widths.
  sizeField: { gridTemplateColumns: 'max-content max-content', columnGap: '8px' },
});

/** A count beyond the service's bound (not exact) reads "10,000+". */
export const countText = (total: number, exact: boolean) => (exact ? String(total) : `${total.toLocaleString('en-US')}+`);

/**
 * A list's footer: rows per page (a negative size is spec 000 §9's -1, "All": one page), where the page is in the
 * count, Previous and Next. Without an exact count there is no page count.
 */
export function TablePager({
  options: { page, itemsPerPage },
  sizes = PAGE_SIZES,
  total,
  exact = true,
  noun,
  singular = noun.replace(/s$/, ''),
  onChange,
}: {
  /** The page shown and the rows per page (a list's table options). */
  options: { page: number; itemsPerPage: number };
  /** Spec 000 §9's sizes unless the list offers others. */
  sizes?: readonly number[];
  total: number;
  exact?: boolean;
  /** What is counted, plural ('events'). */
  noun: string;
  /** One of them ('1 event'); default the plural without its final s. */
  singular?: string;
  onChange(change: { page: number; itemsPerPage?: number }): void;
}) {
  const styles = useStyles();
  const all = itemsPerPage < 0;
  const pages = all ? 1 : Math.max(1, Math.ceil(total / itemsPerPage));
  return (
    <div className={styles.pager}>
      <Field className={styles.sizeField} label={{ children: 'Rows per page', className: styles.nowrap }} orientation="horizontal">
        <Select value={String(itemsPerPage)} onChange={(_e, d) => onChange({ itemsPerPage: Number(d.value), page: 1 })}>
          {sizes.map((n) => (
            <option key={n} value={n}>
              {n < 0 ? 'All' : n}
            </option>
          ))}
        </Select>
      </Field>
      <Text className={styles.nowrap}>
        {exact ? `Page ${Math.min(page, pages)} of ${pages}` : `Page ${page}`} ({countText(total, exact)}{' '}
        {exact && total === 1 ? singular : noun})
      </Text>
      <Button disabled={all || page <= 1} onClick={() => onChange({ page: page - 1 })}>
        Previous
      </Button>
      <Button disabled={all || page >= pages} onClick={() => onChange({ page: page + 1 })}>
        Next
      </Button>
    </div>
  );
}
