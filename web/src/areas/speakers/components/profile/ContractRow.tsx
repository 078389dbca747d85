import { Button, makeStyles, TableCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, EditRegular } from '@fluentui/react-icons';
import { graphql, useFragment } from 'react-relay';
import { listDate } from '../../../../shared/listDate.ts';
import type { ContractRow_contract$data, ContractRow_contract$key } from '../../../../__generated__/ContractRow_contract.graphql';

export type ContractData = ContractRow_contract$data;

export const CONTRACT_TYPE_LABELS: Record<string, string> = { INDIVIDUAL: 'Individual', ORGANIZATION: 'Organization' };

const useStyles = makeStyles({
  item: { display: 'flex', flexDirection: 'column', gap: '4px', padding: '8px 0', borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  dates: { display: 'flex', flexWrap: 'wrap', columnGap: '16px', margin: 0 },
  date: { display: 'flex', gap: '4px' },
  label: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center' },
});

/** The date columns of spec 001 §2's Contracts card. */
const DATES = [
  ['signedDate', 'Signed Date'],
  ['startDate', 'Start Date'],
  ['endDate', 'End Date'],
] as const;

interface Props {
  contract: ContractRow_contract$key;
  /** A table row (the card's table), or an item of the stacked list a narrow card shows (issue 28 #14). */
  layout: 'row' | 'item';
  hidden: ReadonlySet<string>;
  /** Absent without update on contract (no edit column). */
  onEdit?(contract: ContractData): void;
  onDownload(file: { url: string; fileName: string }): void;
}

/** One row of the Contracts card: Name, Type, Signed Date, Start Date, End Date, the two downloads and Edit. */
export function ContractRow({ contract, layout, hidden, onEdit, onDownload }: Props) {
  const styles = useStyles();
  // The row hands its contract to the dialog, which reads the ids (to update it, to delete a file).
  /* eslint-disable relay/unused-fields */
  const c = useFragment(
    graphql`
      fragment ContractRow_contract on Contract {
        id
        name
        type
        signedDate
        startDate
        endDate
        contractFile {
          id
          fileName
          url
        }
        w9File {
          id
          fileName
          url
        }
      }
    `,
    contract,
  );
  /* eslint-enable relay/unused-fields */
  const name = c.name ?? '';
  const download = (label: string, file: { url: string; fileName: string } | null | undefined) => (
    <Button
      appearance="subtle"
      icon={<ArrowDownloadRegular />}
      aria-label={`Download ${label} of ${name}`}
      title={file ? `${label}: ${file.fileName}` : `No ${label}`}
      disabled={!file?.url}
      onClick={() => file && onDownload(file)}
    >
      {label === 'contract file' ? 'Contract' : 'W9'}
    </Button>
  );
  const type = CONTRACT_TYPE_LABELS[c.type ?? ''] ?? '';
  const edit = onEdit && <Button appearance="subtle" icon={<EditRegular />} aria-label={`Edit ${name}`} onClick={() => onEdit(c)} />;
  if (layout === 'item')
    return (
      <div role="listitem" className={styles.item}>
        <Text weight="semibold">{[hidden.has('name') ? '' : name, hidden.has('type') ? '' : type].filter(Boolean).join(' · ')}</Text>
        <dl className={styles.dates}>
          {DATES.filter(([field]) => !hidden.has(field)).map(([field, label]) => (
            <div key={field} className={styles.date}>
              <dt className={styles.label}>{label}</dt>
              <dd className={styles.value}>{listDate(c[field])}</dd>
            </div>
          ))}
        </dl>
        <div className={styles.actions}>
          {!hidden.has('contractResourceId') && download('contract file', c.contractFile)}
          {!hidden.has('w9ResourceId') && download('W9 file', c.w9File)}
          {edit}
        </div>
      </div>
    );
  return (
    <TableRow>
      {!hidden.has('name') && <TableCell>{name}</TableCell>}
      {!hidden.has('type') && <TableCell>{type}</TableCell>}
      {!hidden.has('signedDate') && <TableCell>{listDate(c.signedDate)}</TableCell>}
      {!hidden.has('startDate') && <TableCell>{listDate(c.startDate)}</TableCell>}
      {!hidden.has('endDate') && <TableCell>{listDate(c.endDate)}</TableCell>}
      <TableCell>
        {!hidden.has('contractResourceId') && download('contract file', c.contractFile)}
        {!hidden.has('w9ResourceId') && download('W9 file', c.w9File)}
      </TableCell>
      {edit && <TableCell>{edit}</TableCell>}
    </TableRow>
  );
}
