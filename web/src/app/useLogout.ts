import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useLogoutMutation } from '../__generated__/useLogoutMutation.graphql';
import { clearSession } from './session.ts';

/** Signs out server side, forgets the stored session and reloads at Login (dropping every cached record). */
export function useLogout(): () => void {
  const [commit] = useMutation<useLogoutMutation>(graphql`
    mutation useLogoutMutation {
      logout {
        ok
      }
    }
  `);
  return useCallback(() => {
    const done = () => {
      clearSession();
      window.location.assign('/login');
    };
    commit({ variables: {}, onCompleted: done, onError: done });
  }, [commit]);
}
