import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRelay, resolveWith } from '../../../../../__tests__/renderWithRelay.tsx';
import { ContractDialog } from '../ContractDialog.tsx';
import type { ContractData } from '../ContractRow.tsx';

afterEach(cleanup);

const CONTRACT = {
  id: 'Contract:7',
  name: 'Speaker Agreement 2026',
  type: 'INDIVIDUAL',
  signedDate: '2026-01-05',
  startDate: '2026-01-15',
  endDate: '2027-01-14',
  contractFile: { id: 'Attachment:3', fileName: 'agreement.pdf', url: '/download/resource/download/3/agreement.pdf' },
  w9File: null,
} as unknown as ContractData;

function renderDialog(contract: ContractData | null, hidden: string[] = []) {
  const onClose = vi.fn();
  const rendered = renderWithRelay(
    <ContractDialog open speakerId="Speaker:1" contract={contract} canDelete hidden={new Set(hidden)} tenantId="demo" onClose={onClose} />,
  );
  return { ...rendered, onClose };
}

const pdf = () => new File(['%PDF-1.4'], 'w9.pdf', { type: 'application/pdf' });

describe('ContractDialog (spec 001 §2 "Contract dialog")', () => {
  it('adds with Save, edits with Update and Delete, and asks the name and type', async () => {
    const added = renderDialog(null);
    expect(await screen.findByRole('dialog', { name: 'Add Contract' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    await added.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Contract Name is required')).toBeTruthy();
    expect(screen.getByText('Contract Type is required')).toBeTruthy();
    cleanup();

    renderDialog(CONTRACT);
    expect(await screen.findByRole('dialog', { name: 'Edit Contract' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(screen.getByText('Current contract file: agreement.pdf')).toBeTruthy();
  });

  it("says no 'required' of a field the dialog focused and the person left untouched; an invalid Save names and focuses it (issue 28 #17)", async () => {
    const { user } = renderDialog(null);
    await screen.findByRole('dialog', { name: 'Add Contract' });
    const name = screen.getByRole('textbox', { name: /^Contract Name/ });
    // Wherever the dialog puts the focus, the person goes from Contract Name to Contract Type without typing.
    await user.click(name);
    await user.click(screen.getByRole('combobox', { name: /^Contract Type/ }));
    await user.click(screen.getByLabelText('Signed Date'));
    expect(screen.queryByText('Contract Name is required')).toBeNull();
    expect(screen.queryByText('Contract Type is required')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Contract Name is required')).toBeTruthy();
    expect(screen.getByText('Contract Type is required')).toBeTruthy();
    await vi.waitFor(() => expect(document.activeElement).toBe(name));
  });

  it('asks before losing chosen files, and before deleting a contract with files', async () => {
    const { user, onClose } = renderDialog(CONTRACT);
    await screen.findByRole('dialog', { name: 'Edit Contract' });
    await user.upload(screen.getByRole('button', { name: 'Select W9' }).querySelector('input[type=file]')!, pdf());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Unsaved attachments will be lost')).toBeTruthy();
    expect(screen.getByText('Are you sure you want to proceed without saving?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    cleanup();

    const again = renderDialog(CONTRACT);
    await screen.findByRole('dialog', { name: 'Edit Contract' });
    await again.user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Contract attachments will be deleted')).toBeTruthy();
    expect(screen.getByText('Are you sure you want to proceed?')).toBeTruthy();
    // Cancel goes back to the form, which kept its values.
    await again.user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect((screen.getByRole('textbox', { name: /^Contract Name/ }) as HTMLInputElement).value).toBe('Speaker Agreement 2026');
    expect(again.onClose).not.toHaveBeenCalled();
  });

  it('removes a file only after its confirmation and on Update; Cancel keeps it (issue 28 #8)', async () => {
    const { user, environment, onClose } = renderDialog(CONTRACT);
    await screen.findByRole('dialog', { name: 'Edit Contract' });
    await user.click(screen.getByRole('button', { name: 'Delete contract file agreement.pdf' }));
    expect(
      await screen.findByText('The contract file agreement.pdf will be deleted when you save. Are you sure you want to proceed?'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.queryByText('Current contract file: agreement.pdf')).toBeNull();
    // Nothing sent yet; Cancel asks, Discard closes and nothing is deleted.
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    cleanup();

    // Removed, then Update: the contract is saved, then the file deleted.
    const saved = renderDialog(CONTRACT);
    await screen.findByRole('dialog', { name: 'Edit Contract' });
    await saved.user.click(screen.getByRole('button', { name: 'Delete contract file agreement.pdf' }));
    await saved.user.click(await screen.findByRole('button', { name: 'Delete' }));
    await saved.user.click(screen.getByRole('button', { name: 'Update' }));
    await vi.waitFor(() => expect(saved.environment.mock.getAllOperations()).toHaveLength(1));
    expect(saved.environment.mock.getMostRecentOperation().request.node.params.name).toBe('useUpdateContractMutation');
    await resolveWith(saved.environment, { Contract: () => ({ id: 'Contract:7' }) });
    await vi.waitFor(() =>
      expect(saved.environment.mock.getMostRecentOperation().request.node.params.name).toBe('useDeleteContractFileMutation'),
    );
    expect(saved.environment.mock.getMostRecentOperation().request.variables.input).toEqual({ id: 'Attachment:3' });
  });

  it('asks before deleting a contract without files too', async () => {
    const { user, environment } = renderDialog({ ...CONTRACT, contractFile: null } as unknown as ContractData);
    await screen.findByRole('dialog', { name: 'Edit Contract' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'Delete contract' })).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    await user.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('useDeleteContractMutation');
  });

  it('leaves out the fields hidden for the role, the file pickers too', async () => {
    renderDialog(null, ['signedDate', 'w9ResourceId']);
    await screen.findByRole('dialog', { name: 'Add Contract' });
    expect(screen.queryByLabelText('Signed Date')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Select W9' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Select Contract' })).toBeTruthy();
  });
});
