import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { CreditCard, LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { displayName, useMe, useSignOut } from '../lib/session';
import { Brand } from './brand';
import { publishHeaderHeight } from './header-height';
import { SyncIndicator } from '../offline/sync-indicator';
import { FarmBar } from './farm-bar';
import { HeaderMenu, MenuButton } from './header-menu';
import { Button, buttonClasses } from './ui/button';

/**
 * The signed-in header. From 768 px: brand (to the dashboard), the user's full name, 'Minha
 * assinatura' and 'Sair'; below, the active farm (a switcher with two or more) and the farm's
 * pages, each icon with its name (FarmBar). Below 768 px one row (issue 39: the header and the
 * herd's selection bar within a fifth of a phone's height): the brand, the farm, and 'Menu',
 * which opens the user's name, the farm's pages, 'Minha assinatura' and 'Sair' by name
 * (HeaderMenu). The same elements serve both: on a phone the rows are `display: contents`, so
 * that the farm joins the first row of the header's grid.
 */
export function AppHeader() {
  const header = usePublishedHeight();
  const { data: me } = useMe();
  const signOut = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const name = displayName(me);
  // An account made from an invitation has no plan of its own until it owns a farm (decision 024).
  const hasOwnPlan = !me || me.isAdmin || me.farms.some((farm) => farm.role === 'owner');

  return (
    <header
      ref={header}
      className="sticky top-0 z-20 border-b border-stone-200 bg-white/95 backdrop-blur max-md:grid max-md:grid-cols-[auto_minmax(0,1fr)_auto] max-md:grid-rows-[3.5rem] max-md:items-center max-md:gap-x-3 max-md:px-4"
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-6 max-md:contents">
        <Link
          to="/dashboard"
          className="flex min-h-11 min-w-11 shrink-0 items-center rounded-lg focus-visible:ring-2 focus-visible:ring-green-700 focus-visible:outline-none"
        >
          <Brand compact />
        </Link>
        <div className="flex min-w-0 items-center gap-3 max-md:hidden">
          <span className="flex min-w-0 items-center gap-1.5 text-sm text-stone-700" title={name}>
            <UserRound className="size-4 shrink-0 text-stone-500" aria-hidden="true" />
            <span className="truncate font-medium">{name}</span>
          </span>
          {hasOwnPlan && (
            <Link
              to="/subscription"
              className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'shrink-0' })}
            >
              <CreditCard aria-hidden="true" />
              Minha assinatura
            </Link>
          )}
          <Button
            variant="outline"
            size="sm"
            onClick={() => signOut.mutate()}
            disabled={signOut.isPending}
          >
            <LogOut aria-hidden="true" />
            Sair
          </Button>
        </div>
        <MenuButton
          open={menuOpen}
          onToggle={() => setMenuOpen((open) => !open)}
          className="order-3 md:hidden"
        />
      </div>
      {me && <FarmBar me={me} />}
      {menuOpen && (
        <HeaderMenu
          me={me ?? undefined}
          name={name}
          hasOwnPlan={hasOwnPlan}
          onClose={closeMenu}
          onSignOut={() => signOut.mutate()}
          signingOut={signOut.isPending}
        />
      )}
      {me && <SyncIndicator />}
    </header>
  );
}

/**
 * Publishes the header's height (header-height.ts; it grows with the farm bar and the sync
 * strip), so that toasts open below it instead of over its buttons. The observer reports the
 * height after each layout, before the paint (a first time at once): reading it while React
 * commits would force a layout of the whole new page in the middle of the commit.
 */
function usePublishedHeight() {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      publishHeaderHeight(
        entry?.borderBoxSize?.[0]?.blockSize ?? element.getBoundingClientRect().height,
      );
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      publishHeaderHeight(0);
    };
  }, []);
  return ref;
}
