import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearSession } from '../../../../app/session.ts';
import { resetApp } from '../../../../app/viewer.ts';

export function LogoutReturnRoute() {
  const navigate = useNavigate();
  useEffect(() => {
    clearSession();
    resetApp();
    navigate('/login', { replace: true });
  }, [navigate]);
  return null;
}
