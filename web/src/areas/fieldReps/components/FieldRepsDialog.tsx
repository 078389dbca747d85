import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular, SearchRegular } from '@fluentui/react-icons';
import { Formik, type FormikProps } from 'formik';
import { fieldMessage } from '../../../shared/fieldMessage.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { FieldRepsDialogQuery, FieldRepsDialogQuery$data } from '../../../__generated__/FieldRepsDialogQuery.graphql';
import { useNotify } from '../../../app/toast.tsx';
import { zodValidate } from '../../../shared/zodFormik.ts';
import { SEARCH_DEBOUNCE_MS } from '../../../shared/useDebouncedSearch.ts';
import { commitAsync } from '../../../shared/commitAsync.ts';
import { useCreateFieldRepMutation } from '../mutations/useCreateFieldRepMutation.ts';
import { useDeleteFieldRepMutation } from '../mutations/useDeleteFieldRepMutation.ts';
import { useUpdateFieldRepMutation } from '../mutations/useUpdateFieldRepMutation.ts';
import { ConfirmBody } from '../../../shared/ConfirmDialogSurface.tsx';
import { PROCEED_WITHOUT_SAVING } from '../../../shared/UnsavedChangesDialog.tsx';
import { FIELD_REP_FIELDS, FIELD_REP_LIMITS, FIELD_REP_MESSAGES } from '../../../../../api/src/areas/fieldReps/contract.ts';
import { fieldRepSchema, type FieldRepValues } from './fieldRepSchema.ts';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: '12px' },
  bar: { display: 'flex', gap: '12px', alignItems: 'end' },
  grow: { flex: 1 },
  form: { display: 'grid', gridTemplateColumns: '1fr 1fr 1fr auto', gap: '12px', alignItems: 'start' },
  pager: { display: 'flex', gap: '8px', alignItems: 'center', justifyContent: 'end' },
});

const PAGE_SIZE = 10;

const query = graphql`
  query FieldRepsDialogQuery($first: Int!, $page: Int!, $searchQuery: String) {
    fieldReps(first: $first, page: $page, searchQuery: $searchQuery) {
      totalCount
      edges {
        node {
          id
          name
          email
          phone
        }
      }
    }
  }
`;

type FieldRep = NonNullable<NonNullable<FieldRepsDialogQuery$data['fieldReps']>['edges'][number]['node']>;
const EMPTY: FieldRepValues = { name: '', email: '', phone: '' };

/** Manage Event Owners / Manage Field Contacts: list, search, add, edit and delete field reps. */
export function FieldRepsDialog({ title, open, onClose }: { title: string; open: boolean; onClose(): void }) {
  const styles = useStyles();
  const environment = useRelayEnvironment();
  const notify = useNotify();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<FieldRepsDialogQuery$data['fieldReps']>(null);
  const [editing, setEditing] = useState<FieldRep | 'new' | null>(null);
  const [deleting, setDeleting] = useState<FieldRep | null>(null);
  /** The person asked to close the dialog with the rep form changed: the unsaved-changes question shows in place. */
  const [leaving, setLeaving] = useState(false);
  const form = useRef<FormikProps<FieldRepValues>>(null);
  const close = () => (form.current?.dirty ? setLeaving(true) : onClose());
  /** The Delete button that asked: focus goes back to it when the question is answered or dismissed. */
  const askedBy = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    if (!deleting) askedBy.current?.focus();
  }, [deleting]);
  const [commitCreate] = useCreateFieldRepMutation();
  const [commitUpdate] = useUpdateFieldRepMutation();
  const [commitDelete] = useDeleteFieldRepMutation();

  const load = useCallback(() => {
    fetchQuery<FieldRepsDialogQuery>(
      environment,
      query,
      { first: PAGE_SIZE, page, searchQuery: search.trim() || null },
      {
        fetchPolicy: 'network-only',
      },
    )
      .toPromise()
      .then(
        (d) => setData(d?.fieldReps ?? null),
        () => setData(null),
      );
  }, [environment, page, search]);

  useEffect(() => {
    if (!open) return undefined;
    const timer = setTimeout(load, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [open, load]);

  const rows = (data?.edges ?? []).flatMap((e) => (e.node ? [e.node] : []));
  const pages = Math.max(1, Math.ceil((data?.totalCount ?? 0) / PAGE_SIZE));

  /** Answers whether the rep was saved. */
  async function save(values: FieldRepValues): Promise<boolean> {
    const input = { name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim() || null };
    const ok =
      editing === 'new'
        ? await commitAsync(commitCreate, { input })
        : await commitAsync(commitUpdate, { input: { ...input, id: (editing as FieldRep).id } });
    if (!ok) {
      notify('error', 'Unable to save');
      return false;
    }
    notify('success', editing === 'new' ? 'Successfully created' : 'Successfully updated');
    setEditing(null);
    load();
    return true;
  }

  /** Save in the unsaved-changes question: the form's own checks, then the save; saved, the dialog closes. */
  const saveAndClose = async () => {
    setLeaving(false);
    const current = form.current;
    if (!current) return;
    const errors = await current.validateForm();
    if (Object.keys(errors).length) {
      void current.submitForm();
      return;
    }
    if (await save(current.values)) onClose();
  };

  const confirmDelete = async (rep: FieldRep) => {
    setDeleting(null);
    if (await commitAsync(commitDelete, { input: { id: rep.id } })) {
      notify('success', 'Successfully deleted');
      load();
    }
  };

  return (
    // Escape while a question shows goes back to the list, not out of the dialog; with the rep form changed it asks.
    <Dialog open={open} onOpenChange={(_e, d) => !d.open && (deleting ? setDeleting(null) : leaving ? setLeaving(false) : close())}>
      <DialogSurface style={{ maxWidth: '1000px', width: '90vw' }}>
        {leaving && (
          <ConfirmBody
            title="You have made some changes"
            confirmLabel="Save"
            cancelLabel="Discard"
            onCancel={() => {
              setLeaving(false);
              setEditing(null);
              onClose();
            }}
            onConfirm={() => void saveAndClose()}
          >
            {PROCEED_WITHOUT_SAVING}
          </ConfirmBody>
        )}
        {deleting && (
          <ConfirmBody
            title="Delete field rep"
            confirmLabel="Delete"
            onCancel={() => setDeleting(null)}
            onConfirm={() => void confirmDelete(deleting)}
          >
            Are you sure you want to delete {deleting.name}?
          </ConfirmBody>
        )}
        {/* Kept while the question shows (search, page and the asking button stay as they were), hidden and
            without its title, so that the dialog has one title and is named by the question. */}
        <DialogBody style={deleting || leaving ? { display: 'none' } : undefined}>
          {!deleting && !leaving && <DialogTitle>{title}</DialogTitle>}
          <DialogContent className={styles.body}>
            <div className={styles.bar}>
              <Field label="Search text" className={styles.grow}>
                <Input contentBefore={<SearchRegular />} value={search} onChange={(_e, d) => (setSearch(d.value), setPage(1))} />
              </Field>
              <Button icon={<AddRegular />} onClick={() => setEditing('new')} disabled={editing !== null}>
                Add
              </Button>
            </div>
            {editing !== null && (
              <Formik<FieldRepValues>
                innerRef={form}
                initialValues={
                  editing === 'new' ? EMPTY : { name: editing.name ?? '', email: editing.email ?? '', phone: editing.phone ?? '' }
                }
                validate={zodValidate<FieldRepValues>(fieldRepSchema)}
                onSubmit={async (values) => void (await save(values))}
              >
                {(form) => (
                  <form
                    noValidate
                    className={styles.form}
                    aria-label={editing === 'new' ? 'New field rep' : 'Edit field rep'}
                    onSubmit={async (e) => {
                      e.preventDefault();
                      const errors = await form.validateForm();
                      if (Object.keys(errors).length) notify('error', FIELD_REP_MESSAGES.saveFailed);
                      void form.submitForm();
                    }}
                  >
                    {FIELD_REP_FIELDS.map((name) => (
                      <Field
                        key={name}
                        label={name.charAt(0).toUpperCase() + name.slice(1)}
                        required={name !== 'phone'}
                        validationMessage={fieldMessage(form, name)}
                      >
                        <Input
                          name={name}
                          value={form.values[name]}
                          maxLength={FIELD_REP_LIMITS[name]}
                          onChange={form.handleChange}
                          onBlur={form.handleBlur}
                        />
                      </Field>
                    ))}
                    <div className={styles.bar} style={{ paddingTop: '22px' }}>
                      <Button onClick={() => setEditing(null)}>Cancel</Button>
                      <Button appearance="primary" type="submit" disabled={form.isSubmitting}>
                        Save
                      </Button>
                    </div>
                  </form>
                )}
              </Formik>
            )}
            <Table aria-label={title} size="small">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>Name</TableHeaderCell>
                  <TableHeaderCell>Email</TableHeaderCell>
                  <TableHeaderCell>Phone</TableHeaderCell>
                  <TableHeaderCell aria-label="Actions" />
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((rep) => (
                  <TableRow key={rep.id}>
                    <TableCell>{rep.name}</TableCell>
                    <TableCell>{rep.email}</TableCell>
                    <TableCell>{rep.phone}</TableCell>
                    <TableCell>
                      <Button appearance="subtle" icon={<EditRegular />} aria-label={`Edit ${rep.name}`} onClick={() => setEditing(rep)} />
                      <Button
                        appearance="subtle"
                        icon={<DeleteRegular />}
                        aria-label={`Delete ${rep.name}`}
                        onClick={(e) => {
                          askedBy.current = e.currentTarget;
                          setDeleting(rep);
                        }}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {data && rows.length === 0 && <Text>No field reps found</Text>}
            <div className={styles.pager}>
              <Text>
                Page {page} of {pages}
              </Text>
              <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <Button disabled={page >= pages} onClick={() => setPage(page + 1)}>
                Next
              </Button>
            </div>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Close</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
