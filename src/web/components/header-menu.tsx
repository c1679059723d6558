import { useEffect, useRef } from 'react';
import { CreditCard, LogOut, Menu, UserRound, X } from 'lucide-react';
import { NavLink, useLocation } from 'react-router';
import type { MeResponse } from '@/domain/api';
import { cn } from '../lib/cn';
import { farmPages } from './farm-bar';
import { Button, buttonClasses } from './ui/button';

const MENU_ID = 'header-menu';

/** 'Menu', the header's button below 768 px: opens and closes HeaderMenu (a disclosure). */
export function MenuButton({
  open,
  onToggle,
  className,
}: {
  open: boolean;
  onToggle: () => void;
  className?: string;
}) {
  const Icon = open ? X : Menu;
  return (
    <Button
      id={`${MENU_ID}-button`}
      variant="outline"
      size="sm"
      aria-expanded={open}
      aria-controls={open ? MENU_ID : undefined}
      onClick={onToggle}
      className={className}
    >
      <Icon aria-hidden="true" />
      Menu
    </Button>
  );
}

const itemClasses = (active = false) =>
  buttonClasses({
    variant: 'ghost',
    className: cn('w-full justify-start', active && 'bg-green-50 text-green-800'),
  });

/**
 * What the header holds below 768 px, each by its name (issue 39: the icons alone said nothing to
 * a producer): who is signed in, the farm's pages, 'Minha assinatura' and 'Sair'. It closes on
 * Escape (the focus back on 'Menu'), a press outside the header, or a move to another page.
 */
export function HeaderMenu({
  me,
  name,
  hasOwnPlan,
  onClose,
  onSignOut,
  signingOut,
}: {
  me: MeResponse | undefined;
  name: string;
  hasOwnPlan: boolean;
  onClose: () => void;
  onSignOut: () => void;
  signingOut: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const opened = useRef(pathname);

  useEffect(() => {
    if (pathname !== opened.current) onClose();
  }, [pathname, onClose]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      document.getElementById(`${MENU_ID}-button`)?.focus();
    };
    const onPress = (event: PointerEvent) => {
      const header = ref.current?.closest('header');
      if (header && event.target instanceof Node && !header.contains(event.target)) onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPress);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPress);
    };
  }, [onClose]);

  return (
    <div
      ref={ref}
      id={MENU_ID}
      className="order-4 col-span-3 flex flex-col gap-1 border-t border-stone-100 pt-2 pb-2 md:hidden"
    >
      <p className="flex items-center gap-2 px-4 py-1 text-sm text-stone-700">
        <UserRound className="size-4 shrink-0 text-stone-500" aria-hidden="true" />
        <span className="min-w-0 font-medium break-words">{name}</span>
      </p>
      {me && (
        <nav aria-label="Páginas da fazenda">
          <ul className="grid grid-cols-2 gap-1">
            {farmPages(me).map(({ to, label, icon: Icon, title }) => (
              <li key={to}>
                <NavLink to={to} title={title} className={({ isActive }) => itemClasses(isActive)}>
                  <Icon aria-hidden="true" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="grid grid-cols-2 gap-1 border-t border-stone-100 pt-1">
        {hasOwnPlan && (
          <NavLink to="/subscription" className={({ isActive }) => itemClasses(isActive)}>
            <CreditCard aria-hidden="true" />
            Minha assinatura
          </NavLink>
        )}
        <Button
          variant="ghost"
          onClick={onSignOut}
          disabled={signingOut}
          className="col-start-2 w-full justify-start"
        >
          <LogOut aria-hidden="true" />
          Sair
        </Button>
      </div>
    </div>
  );
}
