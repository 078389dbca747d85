export { usePaginationFragment } from 'react-relay';
