import { useEffect, useRef } from 'react';
import { useNavigate, useNavigation } from 'react-router-dom';
import { useNotify } from '../app/toast.tsx';

/**
 * A screen that cannot be shown (its record is missing): says why and goes to `to`, in place of the address, once.
 * While a navigation the person started is on its way it does nothing: written then, the address would cancel that
 * navigation (React Router drops the one still loading), and the person's navigation leaves this screen anyway.
 */
export function LeaveScreen({ to, message }: { to: string; message: string }) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const notify = useNotify();
  const left = useRef(false);
  useEffect(() => {
    if (left.current || navigation.state !== 'idle') return;
    left.current = true;
    notify('error', message);
    void navigate(to, { replace: true });
  });
  return null;
}
