import { Button } from '@fluentui/react-components';
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useLogout } from '../../../app/useLogout.ts';
import { MessagePage } from '../../../shared/MessagePage.tsx';

const MARKER = 'hive.forbidden';

/** Reachable only right after a 403 (the network layer sets the marker). */
export function ForbiddenRoute() {
  const logout = useLogout();
  const marked = sessionStorage.getItem(MARKER) === '1';
  useEffect(() => () => sessionStorage.removeItem(MARKER), []);
  if (!marked) return <Navigate to="/" replace />;
  return (
    <MessagePage title="Access Forbidden" message="Please talk to an Admin to be granted access.">
      <Button appearance="primary" onClick={logout}>
        Logout
      </Button>
    </MessagePage>
  );
}
