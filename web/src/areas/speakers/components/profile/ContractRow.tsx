import { Button, TableCell, TableRow } from '@fluentui/react-components';
import { ArrowDownloadRegular, EditRegular } from '@fluentui/react-icons';
import { graphql, useFragment } from 'react-relay';
import type { ContractRow_contract$data, ContractRow_contract$key } from '../../../../__generated__/ContractRow_contract.graphql';

export type ContractData = ContractRow_contract$data;

export const CONTRACT_TYPE_LABELS: Record<string, string> = { INDIVIDUAL: 'Individual', ORGANIZATION: 'Organization' };

/** A LocalDate (YYYY-MM-DD) as the lists show dates: MM/DD/YYYY (spec 001 §9). */
export const listDate = (day: string | null | undefined) => {
  const [y, m, d] = (day ?? '').split('-');
  return y && m && d ? `${m}/${d}/${y}` : '';
};

interface Props {
  contract: ContractRow_contract$key;
  hidden: ReadonlySet<string>;
  /** Absent without update on contract (no edit column). */
  onEdit?(contract: ContractData): void;
  onDownload(file: { url: string; fileName: string }): void;
}

/** One row of the Contracts card: Name, Type, Signed Date, Start Date, End Date, the two downloads and Edit. */
export function ContractRow({ contract, hidden, onEdit, onDownload }: Props) {
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
  return (
    <TableRow>
      {!hidden.has('name') && <TableCell>{name}</TableCell>}
      {!hidden.has('type') && <TableCell>{CONTRACT_TYPE_LABELS[c.type ?? ''] ?? ''}</TableCell>}
      {!hidden.has('signedDate') && <TableCell>{listDate(c.signedDate)}</TableCell>}
      {!hidden.has('startDate') && <TableCell>{listDate(c.startDate)}</TableCell>}
      {!hidden.has('endDate') && <TableCell>{listDate(c.endDate)}</TableCell>}
      <TableCell>
        {!hidden.has('contractResourceId') && download('contract file', c.contractFile)}
        {!hidden.has('w9ResourceId') && download('W9 file', c.w9File)}
      </TableCell>
      {onEdit && (
        <TableCell>
          <Button appearance="subtle" icon={<EditRegular />} aria-label={`Edit ${name}`} onClick={() => onEdit(c)} />
        </TableCell>
      )}
    </TableRow>
  );
}
