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
  Select,
  Text,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { Form, Formik } from 'formik';
import { fieldMessage } from '../../../../shared/fieldMessage.ts';
import { useEffect, useRef, useState } from 'react';
import * as z from 'zod/mini';
import type { ContractType } from '../../../../__generated__/useCreateContractMutation.graphql';
import { SPEAKER_MESSAGES as M } from '../../../../../../api/src/areas/speakers/contract.ts';
import { useNotify } from '../../../../app/toast.tsx';
import { commitAsync } from '../../../../shared/commitAsync.ts';
import { ConfirmBody } from '../../../../shared/ConfirmDialogSurface.tsx';
import { FileDropZone } from '../../../../shared/FileDropZone.tsx';
import { FocusFirstError } from '../../../../shared/FocusFirstError.tsx';
import { uploadFile } from '../../../../shared/uploadImage.ts';
import { zodValidate } from '../../../../shared/zodFormik.ts';
import { CONTRACT_TYPE_LABELS, type ContractData } from './ContractRow.tsx';
import { useCreateContractMutation } from './mutations/useCreateContractMutation.ts';
import { useDeleteContractFileMutation } from './mutations/useDeleteContractFileMutation.ts';
import { useDeleteContractMutation } from './mutations/useDeleteContractMutation.ts';
import { useUpdateContractMutation } from './mutations/useUpdateContractMutation.ts';
import { changedValues } from './profileSchemas.ts';
import { answered, setSpeakerList } from './storeLists.ts';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: '12px' },
  dates: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: '12px', alignItems: 'start' },
  file: { display: 'flex', alignItems: 'center', gap: '8px', minWidth: 0 },
  fileName: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: tokens.colorNeutralForeground2 },
  spacer: { flexGrow: 1 },
});

/** Contract and W9 files: what the protected upload takes (png, jpeg, pdf), up to 5 MB. */
const FILE_EXTENSIONS = ['.pdf', '.png', '.jpeg', '.jpg'] as const;
const FILE_MAX_BYTES = 5 * 1024 * 1024;

interface ContractValues {
  name: string;
  type: ContractType | '';
  signedDate: string;
  startDate: string;
  endDate: string;
}

const contractSchema = z.looseObject({
  name: z.string().check(z.trim(), z.minLength(1, M.contractNameRequired)),
  type: z.string().check(z.minLength(1, M.contractTypeRequired)),
});

const FILES = [
  { key: 'contractFile', hiddenAs: 'contractResourceId', picker: 'Select Contract', what: 'contract' },
  { key: 'w9File', hiddenAs: 'w9ResourceId', picker: 'Select W9', what: 'W9' },
] as const;
type FileKey = (typeof FILES)[number]['key'];

interface Props {
  open: boolean;
  speakerId: string;
  /** The contract to edit, or null to add one. */
  contract: ContractData | null;
  canDelete: boolean;
  hidden: ReadonlySet<string>;
  tenantId: string;
  onClose(): void;
}

/** Add Contract / Edit Contract (spec 001 §2 "Contract dialog"). */
export function ContractDialog({ open, onClose, ...props }: Props) {
  // Escape and a click outside ask the form first (chosen files not saved yet): it decides whether to close.
  const dismissRef = useRef<() => void>(onClose);
  return (
    <Dialog open={open} onOpenChange={(_e, d) => !d.open && dismissRef.current()}>
      <DialogSurface style={{ maxWidth: '640px' }}>
        {/* Rendered only while open: closing forgets the edits and the chosen files. */}
        {open && <ContractForm key={props.contract?.id ?? 'new'} onClose={onClose} dismissRef={dismissRef} {...props} />}
      </DialogSurface>
    </Dialog>
  );
}

/** A question the dialog asks in place of its content: leaving unsaved, deleting the contract, removing a file. */
type Question = 'unsaved' | 'delete' | { fileId: string; label: string } | null;

function ContractForm({
  speakerId,
  contract,
  canDelete,
  hidden,
  tenantId,
  onClose,
  dismissRef,
}: Omit<Props, 'open'> & { dismissRef: { current: () => void } }) {
  const styles = useStyles();
  const notify = useNotify();
  const [create] = useCreateContractMutation();
  const [update] = useUpdateContractMutation();
  const [remove] = useDeleteContractMutation();
  const [removeFile] = useDeleteContractFileMutation();
  const [files, setFiles] = useState<Partial<Record<FileKey, File>>>({});
  const [question, setQuestion] = useState<Question>(null);
  // Files removed in the dialog: deleted on the server when it is saved (Cancel keeps them).
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const formElement = useRef<HTMLFormElement>(null);
  const initialValues: ContractValues = {
    name: contract?.name ?? '',
    type: contract?.type ?? '',
    signedDate: contract?.signedDate ?? '',
    startDate: contract?.startDate ?? '',
    endDate: contract?.endDate ?? '',
  };
  const unsavedFiles = Object.keys(files).length > 0 || deleted.size > 0;
  const leave = () => (unsavedFiles ? setQuestion('unsaved') : onClose());
  useEffect(() => {
    dismissRef.current = () => (question ? setQuestion(null) : leave());
  });

  /** Uploads the chosen files; null when one failed (its text is shown). */
  const uploadChosen = async () => {
    const uploaded: Partial<Record<FileKey, { url: string; fileName: string }>> = {};
    for (const { key, what } of FILES) {
      const file = files[key];
      if (!file) continue;
      try {
        uploaded[key] = { url: await uploadFile(file, tenantId, 'protected'), fileName: file.name };
      } catch (error) {
        notify('error', `Unable to save ${what} attachment`);
        notify('error', (error as Error).message);
        return null;
      }
    }
    return uploaded;
  };

  const save = async (values: ContractValues) => {
    setBusy(true);
    try {
      const uploaded = await uploadChosen();
      if (!uploaded) return;
      const dates = (v: ContractValues) => ({
        name: v.name.trim(),
        type: v.type as ContractType,
        signedDate: v.signedDate || null,
        startDate: v.startDate || null,
        endDate: v.endDate || null,
      });
      const ok = contract
        ? await commitAsync(update, { input: { id: contract.id, ...changedValues(dates(initialValues), dates(values)), ...uploaded } })
        : await commitAsync(create, { input: { speakerId, ...dates(values), ...uploaded } }, undefined, (store) => {
            const created = answered(store, 'createContract', 'contract');
            setSpeakerList(store, speakerId, 'contracts', (list) => [...list, ...created]);
          });
      if (!ok) {
        notify('error', 'Unable to save contract record');
        return;
      }
      // The files removed in the dialog (one replaced by a new file leaves with the update).
      for (const { key } of FILES) {
        const removed = contract?.[key];
        if (!removed || !deleted.has(removed.id) || uploaded[key]) continue;
        if (!(await commitAsync(removeFile, { input: { id: removed.id } }))) {
          notify('error', 'Unable to delete attachment');
          return;
        }
      }
      notify('success', contract ? 'Successfully updated' : 'Successfully created');
      onClose();
    } finally {
      setBusy(false);
    }
  };

  const deleteContract = async () => {
    if (!contract) return;
    setBusy(true);
    const ok = await commitAsync(remove, { input: { id: contract.id } }, undefined, (store) =>
      setSpeakerList(store, speakerId, 'contracts', (list) => list.filter((r) => r.getDataID() !== contract.id)),
    );
    setBusy(false);
    if (!ok) {
      notify('error', 'Unable to delete contract');
      return;
    }
    notify('success', 'Contract deleted');
    onClose();
  };

  // Deleting the contract deletes its files, removed in the dialog or not.
  const hasFiles = FILES.some(({ key }) => contract?.[key]);
  return (
    <Formik initialValues={initialValues} validate={zodValidate<ContractValues>(contractSchema)} onSubmit={save}>
      {(f) => {
        // The questions replace the form's content (no dialog over a dialog); the form keeps its values meanwhile.
        if (question === 'unsaved') {
          return (
            <ConfirmBody
              title="Unsaved attachments will be lost"
              cancelLabel="Discard"
              confirmLabel="Save"
              onCancel={onClose}
              onConfirm={() => {
                setQuestion(null);
                void f.submitForm();
              }}
            >
              Are you sure you want to proceed without saving?
            </ConfirmBody>
          );
        }
        if (question && typeof question === 'object') {
          return (
            <ConfirmBody
              title="Delete attachment"
              confirmLabel="Delete"
              onCancel={() => setQuestion(null)}
              onConfirm={() => {
                setDeleted((ids) => new Set([...ids, question.fileId]));
                setQuestion(null);
              }}
            >
              {`${question.label} will be deleted when you save. Are you sure you want to proceed?`}
            </ConfirmBody>
          );
        }
        if (question === 'delete') {
          return (
            <ConfirmBody
              title={hasFiles ? 'Contract attachments will be deleted' : 'Delete contract'}
              confirmLabel="Delete"
              onCancel={() => setQuestion(null)}
              onConfirm={() => {
                setQuestion(null);
                void deleteContract();
              }}
            >
              Are you sure you want to proceed?
            </ConfirmBody>
          );
        }
        const error = (name: keyof ContractValues) => fieldMessage(f, name);
        const date = (name: 'signedDate' | 'startDate' | 'endDate', label: string) =>
          hidden.has(name) ? null : (
            <Field label={label}>
              <Input name={name} type="date" value={f.values[name]} onChange={f.handleChange} onBlur={f.handleBlur} />
            </Field>
          );
        return (
          <Form ref={formElement} noValidate>
            <FocusFirstError form={formElement} />
            <DialogBody>
              <DialogTitle>{contract ? 'Edit Contract' : 'Add Contract'}</DialogTitle>
              <DialogContent className={styles.content}>
                {!hidden.has('name') && (
                  <Field label="Contract Name" required validationMessage={error('name')}>
                    <Input name="name" value={f.values.name} maxLength={300} onChange={f.handleChange} onBlur={f.handleBlur} />
                  </Field>
                )}
                {!hidden.has('type') && (
                  <Field label="Contract Type" required validationMessage={error('type')}>
                    <Select name="type" value={f.values.type} onChange={f.handleChange} onBlur={f.handleBlur}>
                      <option value="">—</option>
                      {Object.entries(CONTRACT_TYPE_LABELS).map(([value, label]) => (
                        <option key={value} value={value}>
                          {label}
                        </option>
                      ))}
                    </Select>
                  </Field>
                )}
                <div className={styles.dates}>
                  {date('signedDate', 'Signed Date')}
                  {date('startDate', 'Start Date')}
                  {date('endDate', 'End Date')}
                </div>
                {FILES.filter(({ hiddenAs }) => !hidden.has(hiddenAs)).map(({ key, picker, what }) => {
                  const named = contract?.[key];
                  const current = named && !deleted.has(named.id) ? named : null;
                  return (
                    <Field key={key} label={picker}>
                      {current && !files[key] && (
                        <div className={styles.file}>
                          <Text className={styles.fileName}>{`Current ${what} file: ${current.fileName}`}</Text>
                          <Button
                            appearance="subtle"
                            icon={<DeleteRegular />}
                            aria-label={`Delete ${what} file ${current.fileName}`}
                            disabled={busy}
                            onClick={() => setQuestion({ fileId: current.id, label: `The ${what} file ${current.fileName}` })}
                          />
                        </div>
                      )}
                      <FileDropZone
                        label={picker}
                        extensions={FILE_EXTENSIONS}
                        maxBytes={FILE_MAX_BYTES}
                        onFile={(file) => setFiles((chosen) => ({ ...chosen, [key]: file }))}
                      />
                    </Field>
                  );
                })}
              </DialogContent>
              <DialogActions fluid>
                {contract && canDelete && (
                  <Button icon={<DeleteRegular />} disabled={busy} onClick={() => setQuestion('delete')}>
                    Delete
                  </Button>
                )}
                <span className={styles.spacer} />
                <Button onClick={leave}>Cancel</Button>
                <Button appearance="primary" type="submit" disabled={busy || f.isSubmitting}>
                  {contract ? 'Update' : 'Save'}
                </Button>
              </DialogActions>
            </DialogBody>
          </Form>
        );
      }}
    </Formik>
  );
}
