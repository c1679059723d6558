import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

export interface RedirectNotice {
  title: string;
  description: string;
  kind?: 'error' | 'warning';
}

/**
 * Shows a toast and replaces the page with `to`. The ref (and the toast id) keep StrictMode's
 * second effect run from toasting twice.
 */
export function RedirectWithNotice({ to, notice }: { to: string; notice: RedirectNotice }) {
  const navigate = useNavigate();
  const done = useRef(false);
  const { title, description, kind = 'error' } = notice;

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    toast[kind](title, { id: title, description });
    void navigate(to, { replace: true });
  }, [navigate, to, title, description, kind]);

  return null;
}
