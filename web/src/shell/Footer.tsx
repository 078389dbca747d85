import { Caption1, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  footer: { padding: '8px 24px', color: tokens.colorNeutralForeground3 },
});

export function Footer({ build, serverHash }: { build: string; serverHash: string | null | undefined }) {
  const styles = useStyles();
  return (
    <footer className={styles.footer}>
      <Caption1>{`version: ${build} / ${serverHash ?? ''}`}</Caption1>
    </footer>
  );
}
