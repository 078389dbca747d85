import { makeStyles } from '@fluentui/react-components';

/** Read by screen readers, not shown: a text only assistive technology needs (a header's name, a button's reason). */
export const useVisuallyHiddenStyles = makeStyles({
  visuallyHidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
});
