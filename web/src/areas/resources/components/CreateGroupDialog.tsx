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
} from '@fluentui/react-components';
import { useState } from 'react';
import { RESOURCE_MESSAGES as M } from '../../../../../api/src/areas/resources/contract.ts';
import { useNotify } from '../../../app/toast.tsx';
import { commitAsync } from '../../../shared/commitAsync.ts';
import { useCreateResourceGroupMutation } from '../mutations/useCreateResourceGroupMutation.ts';
import { isValidGroupUrl } from './resourceRules.ts';

/** The Create Group dialog (spec 002 §2.3, §5): name required; a URL that is not http(s) with a dot makes the button
 *  read 'Invalid URL' and disables it. */
export function CreateGroupDialog({ open, onClose, onCreated }: { open: boolean; onClose(): void; onCreated(): void }) {
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [commit, busy] = useCreateResourceGroupMutation();
  const notify = useNotify();
  const urlValid = isValidGroupUrl(url);
  const close = () => {
    setName('');
    setUrl('');
    onClose();
  };
  const create = async () => {
    const ok = await commitAsync(commit, { input: { name: name.trim(), url: url.trim() || null } });
    if (!ok) return notify('error', M.groupCreateFailed);
    notify('success', M.created);
    close();
    onCreated();
  };
  return (
    <Dialog open={open} onOpenChange={(_e, d) => !d.open && close()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Create Group</DialogTitle>
          <DialogContent>
            <Field label="Name" required>
              <Input value={name} onChange={(_e, d) => setName(d.value)} maxLength={200} />
            </Field>
            <Field label="URL" validationMessage={urlValid ? undefined : M.invalidUrl} hint="Optional: the card opens this link">
              <Input value={url} onChange={(_e, d) => setUrl(d.value)} maxLength={2000} />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Cancel</Button>
            <Button appearance="primary" disabled={!name.trim() || !urlValid || busy} onClick={() => void create()}>
              {urlValid ? 'Create' : M.invalidUrl}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
