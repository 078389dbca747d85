import {
  Link,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { graphql, useFragment } from 'react-relay';
import { RESOURCE_MESSAGES as M } from '../../../../../api/src/areas/resources/contract.ts';
import type { ResourceGroupResourcesTable_group$key } from '../../../__generated__/ResourceGroupResourcesTable_group.graphql';
import { useNotify } from '../../../app/toast.tsx';
import { downloadFile } from '../../../shared/downloadFile.ts';
import { useListStyles } from '../../../shared/listStyles.ts';
import { TablePager } from '../../../shared/TablePager.tsx';
import { useTableUrlState } from '../../../shared/useTableUrlState.ts';

const useStyles = makeStyles({
  expired: { color: tokens.colorPaletteRedForeground1 },
  notice: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold, display: 'block', marginBottom: '12px' },
});

/** The resource group page (spec 002 §2.5): file name, resource and updated date of the group's resources. */
export function ResourceGroupResourcesTable({ group: groupKey }: { group: ResourceGroupResourcesTable_group$key }) {
  const styles = useListStyles();
  const own = useStyles();
  const notify = useNotify();
  const { options, setOptions } = useTableUrlState<object, object>();
  const group = useFragment(
    graphql`
      fragment ResourceGroupResourcesTable_group on ResourceGroup @argumentDefinitions(first: { type: "Int!" }, page: { type: "Int" }) {
        name
        resources(first: $first, page: $page) {
          totalCount
          edges {
            node {
              id
              fileName
              displayFileName
              isLink
              fileUrl
              expired
              updatedAt
            }
          }
        }
      }
    `,
    groupKey,
  );
  const rows = (group.resources?.edges ?? []).flatMap((e) => (e.node ? [e.node] : []));
  const open = async (row: (typeof rows)[number]) => {
    if (row.isLink) return void window.open(row.fileUrl, '_blank', 'noopener,noreferrer');
    try {
      await downloadFile(row.fileUrl, row.fileName);
    } catch (error) {
      notify('error', (error as Error).message || M.noAttachment);
    }
  };
  return (
    <section aria-label={group.name}>
      <Title3 as="h2">{group.name}</Title3>
      <Text className={own.notice}>{M.notice}</Text>
      <div className={styles.scroller}>
        <Table className={styles.table} aria-label={`${group.name} resources`}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>File Name</TableHeaderCell>
              <TableHeaderCell>Resource</TableHeaderCell>
              <TableHeaderCell>Updated</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} className={row.expired ? own.expired : undefined}>
                <TableCell>{row.displayFileName}</TableCell>
                <TableCell>
                  <Link onClick={() => void open(row)}>{row.fileName}</Link>
                </TableCell>
                <TableCell>{new Date(row.updatedAt).toLocaleDateString('en-US')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {rows.length === 0 && <Text>No resources in this group.</Text>}
      <TablePager options={options} total={group.resources?.totalCount ?? 0} noun="resources" onChange={setOptions} />
    </section>
  );
}
