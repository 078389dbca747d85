import { Button } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { LabelTooltip } from './LabelTooltip.tsx';

/** A row's icon button, named by its tooltip ('Edit Spring survey'). */
export function RowAction({ label, icon, onClick }: { label: string; icon: ReactElement; onClick(): void }) {
  return (
    <LabelTooltip content={label}>
      <Button appearance="subtle" icon={icon} onClick={onClick} />
    </LabelTooltip>
  );
}
