import { Badge, Button, Table, TableBody, TableCell, TableRow } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular, PersonAvailableRegular, PersonProhibitedRegular } from '@fluentui/react-icons';
import { lazy, useCallback, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate, useRevalidator } from 'react-router-dom';
import { USER_MESSAGES as M } from '../../../../../api/src/areas/users/contract.ts';
import type { UsersTable_query$key } from '../../../__generated__/UsersTable_query.graphql';
import { useNotify } from '../../../app/toast.tsx';
import { ConfirmDialog } from '../../../shared/ConfirmDialog.tsx';
import { Deferred } from '../../../shared/Deferred.tsx';
import { ListEmptyState } from '../../../shared/ListEmptyState.tsx';
import { ListLoadFailure } from '../../../shared/ListLoadFailure.tsx';
import { useListStyles } from '../../../shared/listStyles.ts';
import { ListToolbar } from '../../../shared/ListToolbar.tsx';
import { RowAction } from '../../../shared/RowAction.tsx';
import { TablePager } from '../../../shared/TablePager.tsx';
import { TableSkeleton } from '../../../shared/TableSkeleton.tsx';
import { useTableUrlState } from '../../../shared/useTableUrlState.ts';
import { useChangedRow } from '../../../shared/changedRow.ts';
import { ChangedRowNotice } from '../../../shared/ChangedRowNotice.tsx';
import { SortableHeaderRow } from '../../../shared/SortableHeaderRow.tsx';
import { manages } from './userFormSchema.ts';
import { useInactivateSpeakerMutation, useReactivateSpeakerMutation } from '../../speakers/mutations/useSetSpeakerActiveMutations.ts';

const DeleteUserDialog = lazy(() => import('./DeleteUserDialog.tsx').then((m) => ({ default: m.DeleteUserDialog })));

/** Shown when the list's users cannot be loaded (the spec names no text). */
export const LOAD_ERROR = 'Failed to load users';
/** Spec 002 §2.17's columns, each sortable. */
const COLUMNS = [
  ['internalId', 'ID'],
  ['firstName', 'First Name'],
  ['lastName', 'Last Name'],
  ['email', 'Email'],
  ['roleName', 'Role'],
] as const;

/** Inactivate (active false) or Reactivate (true) the speaker record of the user named `name`. */
interface Activation {
  /** The user's global id (their row). */
  userId: string;
  speakerId: string;
  name: string;
  active: boolean;
}

/** The errors of a service's answer; none when no answer came. */
type ServiceErrors = readonly { message: string; extensions?: { code?: string } }[] | null | undefined;

/**
 * Spec 002 §8's texts for a failed Inactivate / Reactivate (web/README.md "User Management"): the service refused it
 * ('Failed to inactivate the user', 'Speaker ID not found' for a speaker record that is gone) or did not answer
 * ('Failed to toggle activation', beside the network layer's 'Network error').
 */
function activationFailure(active: boolean, errors: ServiceErrors) {
  if (!errors?.length) return M.toggleFailed;
  if (errors[0]?.extensions?.code === 'NOT_FOUND') return M.speakerIdNotFound;
  return active ? M.reactivateFailed : M.inactivateFailed;
}

/** While the list loads: its columns over skeleton rows. */
export function UsersTableLoading() {
  return <TableSkeleton label="Loading users" columns={COLUMNS.map(([, label]) => label)} />;
}

/** User Management (spec 002 §2.17): search, the users, Add User, edit, delete, inactivate / reactivate speaker users. */
export function UsersTable({ query }: { query: UsersTable_query$key }) {
  const styles = useListStyles();
  const data = useFragment(
    graphql`
      fragment UsersTable_query on Query
      @refetchable(queryName: "UsersTableRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int!" }
        page: { type: "Int" }
        sortBy: { type: "UserSortField" }
        sortDesc: { type: "Boolean" }
        searchQuery: { type: "String" }
      ) {
        viewer {
          internalId
          role
          canCreate: can(entity: "user", action: CREATE)
          canUpdate: can(entity: "user", action: UPDATE)
          canDelete: can(entity: "user", action: DELETE)
          canActivate: can(entity: "speaker", action: UPDATE)
        }
        users(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery) {
          totalCount
          edges {
            node {
              id
              internalId
              firstName
              lastName
              email
              role
              roleName
              speaker {
                speakerId
                active
              }
            }
          }
        }
      }
    `,
    query,
  );
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const notify = useNotify();
  const [inactivate] = useInactivateSpeakerMutation();
  const [reactivate] = useReactivateSpeakerMutation();
  const { options, setOptions, clearSearchAndFilters, searchFor, search, setSearch, sortProps } = useTableUrlState<object, object>();
  const [confirming, setConfirming] = useState<{ id: string; name: string } | null>(null);
  const closeDelete = useCallback(() => setConfirming(null), []);
  // Spec 002 §1: inactivation (and its undoing) is confirmed first.
  const [activating, setActivating] = useState<Activation | null>(null);
  const [askingActivation, setAskingActivation] = useState(false);
  const viewer = data.viewer;
  const rows = (data.users?.edges ?? []).flatMap((e) => (e.node ? [e.node] : []));
  const changed = useChangedRow(rows, searchFor);

  function setActive({ userId, speakerId, active }: Activation) {
    const commit = active ? reactivate : inactivate;
    const failed = (errors: ServiceErrors) => notify('error', activationFailure(active, errors));
    commit({
      variables: { input: { id: speakerId } },
      // The row's 'Inactive' mark at once (the user's linked speaker is a record of the user's, not the Speaker's).
      updater: (store, answer) => {
        if (answer) store.get(userId)?.getLinkedRecord('speaker')?.setValue(active, 'active');
      },
      onCompleted: (_r, errors) => {
        if (errors?.length) return failed(errors);
        notify('success', active ? M.reactivated : M.inactivated);
        void revalidator.revalidate();
      },
      onError: (error) => failed((error as { source?: ServiceErrors }).source),
    });
  }

  return (
    <section aria-label="User Management">
      <ListToolbar label="User actions" search={search} onSearch={setSearch}>
        {viewer?.canCreate && (
          <Button className={styles.button} appearance="primary" icon={<AddRegular />} onClick={() => navigate('/user/add')}>
            Add User
          </Button>
        )}
      </ListToolbar>
      <ChangedRowNotice view={changed.view} />
      <div className={styles.scroller}>
        <Table className={styles.table} sortable aria-label="Users table">
          <SortableHeaderRow columns={COLUMNS} sortProps={sortProps} actionsClassName={styles.actionsHeader} />
          <TableBody>
            {rows.map((user) => {
              const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email || `User ${user.internalId}`;
              const speaker = user.speaker;
              return (
                <TableRow key={user.id} {...changed.rowProps(user.id)}>
                  <TableCell>{user.internalId}</TableCell>
                  <TableCell>{user.firstName}</TableCell>
                  <TableCell>
                    {user.lastName}{' '}
                    {speaker && !speaker.active && (
                      <Badge appearance="tint" color="danger">
                        Inactive
                      </Badge>
                    )}
                  </TableCell>
                  <TableCell>{user.email}</TableCell>
                  <TableCell>{user.roleName}</TableCell>
                  <TableCell>
                    <div className={styles.actions}>
                      {viewer?.canUpdate && manages(viewer.role, user.role) && (
                        <RowAction
                          label={`Edit ${name}`}
                          icon={<EditRegular />}
                          onClick={() => navigate(`/user/edit/${user.internalId}`)}
                        />
                      )}
                      {viewer?.canActivate && speaker && (
                        <RowAction
                          label={speaker.active ? `Inactivate ${name}` : `Reactivate ${name}`}
                          icon={speaker.active ? <PersonProhibitedRegular /> : <PersonAvailableRegular />}
                          onClick={() => {
                            setActivating({ userId: user.id, speakerId: speaker.speakerId, name, active: !speaker.active });
                            setAskingActivation(true);
                          }}
                        />
                      )}
                      {viewer?.canDelete && user.internalId !== viewer.internalId && manages(viewer.role, user.role) && (
                        <RowAction label={`Delete ${name}`} icon={<DeleteRegular />} onClick={() => setConfirming({ id: user.id, name })} />
                      )}
                    </div>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
      {data.users && rows.length === 0 && (
        <ListEmptyState plural="users" singular="user" filtered={!!options.searchQuery} onClear={clearSearchAndFilters} />
      )}
      {!data.users && <ListLoadFailure message={LOAD_ERROR} />}
      <TablePager options={options} total={data.users?.totalCount ?? 0} noun="users" onChange={setOptions} />
      <ConfirmDialog
        open={askingActivation}
        title={activating?.active ? M.reactivateTitle : M.inactivateTitle}
        confirmLabel={activating?.active ? 'Reactivate' : 'Inactivate'}
        onCancel={() => setAskingActivation(false)}
        onConfirm={() => {
          setAskingActivation(false);
          if (activating) setActive(activating);
        }}
      >
        {activating && (activating.active ? M.reactivateConfirm(activating.name) : M.inactivateConfirm(activating.name))}
      </ConfirmDialog>
      <Deferred when={!!confirming}>
        <DeleteUserDialog user={confirming} onClose={closeDelete} onDeleted={() => void revalidator.revalidate()} />
      </Deferred>
    </section>
  );
}
