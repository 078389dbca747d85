import { makeStyles } from '@fluentui/react-components';

/** Fluent's Dropdown is at least 250 px wide; in the builder's rows it takes its field's width instead, so a narrow
 *  row (800 px windows, nested rules) wraps rather than cutting the control at the card's edge. */
export const useDropdownStyles = makeStyles({ dropdown: { minWidth: 0, width: '100%' } });
