import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useNotify } from '../../../../app/toast.tsx';
import { writeSession } from '../../../../app/session.ts';
import { resetApp } from '../../../../app/viewer.ts';

/** Single sign-on return: the identity service hands the session over, then Home. */
export function AuthReturnRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const notify = useNotify();
  useEffect(() => {
    const token = params.get('token');
    if (!token) {
      notify('error', 'Authentication error. Please try again.');
      navigate('/login', { replace: true });
      return;
    }
    const authType = params.get('authType') === 'okta' ? 'okta' : 'azure-ad';
    writeSession({ authType });
    resetApp();
    navigate('/', { replace: true });
  }, [params, navigate, notify]);
  return null;
}
