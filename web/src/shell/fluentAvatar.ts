// Fluent's Avatar in a module of its own, so that the app bar loads it apart from the first screen.
export { Avatar } from '@fluentui/react-components';
