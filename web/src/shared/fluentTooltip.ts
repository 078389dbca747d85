// Fluent's Tooltip in a module of its own, so that `LabelTooltip` can load it (and its positioning) apart from the screen.
export { Tooltip } from '@fluentui/react-components';
