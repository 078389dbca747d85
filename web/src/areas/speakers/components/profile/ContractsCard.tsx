import { Button, makeStyles, Table, TableBody, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { lazy, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ContractsCard_speaker$key } from '../../../../__generated__/ContractsCard_speaker.graphql';
import { useNotify } from '../../../../app/toast.tsx';
import { Deferred } from '../../../../shared/Deferred.tsx';
import { downloadFile } from '../../../../shared/downloadFile.ts';
import { ContractRow, type ContractData } from './ContractRow.tsx';
import { ProfileCard } from './ProfileCard.tsx';
import { ScrollBox } from './ScrollBox.tsx';
import { useNarrow } from '../../../../shared/useNarrow.ts';

/** The width the card's table needs; a narrower card lists the contracts stacked instead (issue 28 #14). */
const TABLE_WIDTH = 560;

// The dialog (Formik form, file pickers, its two questions) loads when first opened.
const ContractDialog = lazy(() => import('./ContractDialog.tsx').then((m) => ({ default: m.ContractDialog })));

const useStyles = makeStyles({
  table: { minWidth: `${TABLE_WIDTH}px` },
});

const COLUMNS: [field: string, label: string][] = [
  ['name', 'Name'],
  ['type', 'Type'],
  ['signedDate', 'Signed Date'],
  ['startDate', 'Start Date'],
  ['endDate', 'End Date'],
];

interface Props {
  speaker: ContractsCard_speaker$key;
  canCreate: boolean;
  canUpdate: boolean;
  canDelete: boolean;
  /** The contract fields hidden from the viewer's role (files: contractResourceId, w9ResourceId). */
  hidden: ReadonlySet<string>;
  tenantId: string;
}

/** Contract (spec 001 §2 "Contracts card"): the speaker's contracts with their files, Add Contract and Edit. */
export function ContractsCard({ speaker, canCreate, canUpdate, canDelete, hidden, tenantId }: Props) {
  const styles = useStyles();
  const notify = useNotify();
  const s = useFragment(
    graphql`
      fragment ContractsCard_speaker on Speaker {
        id
        contracts {
          id
          ...ContractRow_contract
        }
      }
    `,
    speaker,
  );
  // The dialog's subject: a new contract (null) or the one being edited; undefined while closed.
  const [subject, setSubject] = useState<ContractData | null | undefined>(undefined);
  const download = async (file: { url: string; fileName: string }) => {
    try {
      await downloadFile(file.url, file.fileName);
    } catch (error) {
      notify('error', (error as Error).message);
    }
  };
  const contracts = s.contracts;
  const { ref, narrow } = useNarrow<HTMLDivElement>(TABLE_WIDTH);
  const rowOf = (contract: NonNullable<typeof contracts>[number], layout: 'row' | 'item') => (
    <ContractRow
      key={contract.id}
      contract={contract}
      layout={layout}
      hidden={hidden}
      onEdit={canUpdate ? setSubject : undefined}
      onDownload={(file) => void download(file)}
    />
  );
  return (
    <>
      <ProfileCard
        title="Contract"
        actions={
          canCreate && (
            <Button appearance="primary" icon={<AddRegular />} onClick={() => setSubject(null)}>
              Add Contract
            </Button>
          )
        }
        error={contracts ? null : 'Failed to load contracts'}
        empty={contracts?.length === 0 ? 'No Contracts' : null}
      >
        <div ref={ref}>
          {narrow ? (
            <div role="list" aria-label="Contracts">
              {(contracts ?? []).map((contract) => rowOf(contract, 'item'))}
            </div>
          ) : (
            <ScrollBox label="Contracts, scrollable">
              <Table className={styles.table} aria-label="Contracts" size="small">
                <TableHeader>
                  <TableRow>
                    {COLUMNS.filter(([field]) => !hidden.has(field)).map(([field, label]) => (
                      <TableHeaderCell key={field}>{label}</TableHeaderCell>
                    ))}
                    <TableHeaderCell>Contract</TableHeaderCell>
                    {canUpdate && <TableHeaderCell aria-label="Edit" />}
                  </TableRow>
                </TableHeader>
                <TableBody>{(contracts ?? []).map((contract) => rowOf(contract, 'row'))}</TableBody>
              </Table>
            </ScrollBox>
          )}
        </div>
      </ProfileCard>
      {/* Outside the card's body, which its empty state replaces. */}
      <Deferred when={subject !== undefined}>
        <ContractDialog
          open={subject !== undefined}
          speakerId={s.id}
          contract={subject ?? null}
          canDelete={canDelete}
          hidden={hidden}
          tenantId={tenantId}
          onClose={() => setSubject(undefined)}
        />
      </Deferred>
    </>
  );
}
