import { Button, makeStyles } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { designerPath, LEGACY_DESIGNER, V2_DESIGNER } from './designerPaths.ts';

const useStyles = makeStyles({ row: { display: 'flex', gap: '8px', flexWrap: 'wrap' } });

/** The Edit Email Template screen's ways into the designers (spec 002 §2.14), the one that made the body first and
 *  primary (the legacy builder when none did yet). */
export function DesignerButtons({ internalId, builder }: { internalId: number; builder: string | null | undefined }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const primary = designerPath(builder);
  const buttons = [
    { key: 'legacy', label: 'Open designer', path: LEGACY_DESIGNER, primary: primary === LEGACY_DESIGNER },
    { key: 'v2', label: 'Open Designer V2', path: V2_DESIGNER, primary: primary === V2_DESIGNER },
  ].sort((a, b) => Number(b.primary) - Number(a.primary));
  return (
    <div className={styles.row}>
      {buttons.map((button) => (
        <Button
          key={button.key}
          appearance={button.primary ? 'primary' : 'secondary'}
          onClick={() => void navigate(`${button.path}?emailTemplateId=${internalId}`)}
        >
          {button.label}
        </Button>
      ))}
    </div>
  );
}
