import { Button, Field, makeStyles, Select, Text } from '@fluentui/react-components';

const useStyles = makeStyles({
  pager: { display: 'flex', flexWrap: 'wrap', gap: '12px', alignItems: 'center', justifyContent: 'end', marginTop: '12px' },
  nowrap: { whiteSpace: 'nowrap' },
});

/** A count beyond the service's bound (not exact) reads "10,000+". */
export const countText = (total: number, exact: boolean) => (exact ? String(total) : `${total.toLocaleString('en-US')}+`);

/**
 * A list's footer: rows per page (a negative size is spec 000 §9's -1, "All": one page), where the page is in the
 * count, Previous and Next. Without an exact count there is no page count.
 */
export function TablePager({
  page,
  itemsPerPage,
  sizes,
  total,
  exact,
  noun,
  onChange,
}: {
  page: number;
  itemsPerPage: number;
  sizes: readonly number[];
  total: number;
  exact: boolean;
  /** What is counted, plural ('events'). */
  noun: string;
  onChange(change: { page: number; itemsPerPage?: number }): void;
}) {
  const styles = useStyles();
  const all = itemsPerPage < 0;
  const pages = all ? 1 : Math.max(1, Math.ceil(total / itemsPerPage));
  return (
    <div className={styles.pager}>
      <Field label={{ children: 'Rows per page', className: styles.nowrap }} orientation="horizontal">
        <Select value={String(itemsPerPage)} onChange={(_e, d) => onChange({ itemsPerPage: Number(d.value), page: 1 })}>
          {sizes.map((n) => (
            <option key={n} value={n}>
              {n < 0 ? 'All' : n}
            </option>
          ))}
        </Select>
      </Field>
      <Text className={styles.nowrap}>
        {exact ? `Page ${Math.min(page, pages)} of ${pages}` : `Page ${page}`} ({countText(total, exact)} {noun})
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
