import { useLayoutEffect, useRef } from 'react';
import { CreditCard, LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { displayName, firstName, useMe, useSignOut } from '../lib/session';
import { Brand } from './brand';
import { publishHeaderHeight } from './header-height';
import { SyncIndicator } from '../offline/sync-indicator';
import { FarmBar } from './farm-bar';
import { Button, buttonClasses } from './ui/button';

/**
 * The signed-in header: brand (to the dashboard), the user's name, 'Minha assinatura' and 'Sair'. Phones show the
 * first name only, so that it is never cut ('João da…'); wider screens the full name. Below, the
 * active farm (a switcher with two or more) and the farm's pages (FarmBar).
 */
export function AppHeader() {
  const header = usePublishedHeight();
  const { data: me } = useMe();
  const signOut = useSignOut();
  const name = displayName(me);
  const first = firstName(name);
  const rest = name.slice(name.indexOf(first) + first.length);
  // An account made from an invitation has no plan of its own until it owns a farm (decision 024).
  const hasOwnPlan = !me || me.isAdmin || me.farms.some((farm) => farm.role === 'owner');

  return (
    <header
      ref={header}
      className="sticky top-0 z-20 border-b border-stone-200 bg-white/95 backdrop-blur"
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link
          to="/dashboard"
          className="flex min-h-11 min-w-11 shrink-0 items-center rounded-lg focus-visible:ring-2 focus-visible:ring-green-700 focus-visible:outline-none"
        >
          <Brand compact />
        </Link>
        <div className="flex min-w-0 items-center gap-2 sm:gap-3">
          <span className="flex min-w-0 items-center gap-1.5 text-sm text-stone-700" title={name}>
            <UserRound
              className="hidden size-4 shrink-0 text-stone-500 sm:block"
              aria-hidden="true"
            />
            {/* One element with the whole name: the part after the first name hides on phones. */}
            <span className="truncate font-medium">
              {first}
              {rest && <span className="hidden sm:inline">{rest}</span>}
            </span>
          </span>
          {hasOwnPlan && (
            <Link
              to="/subscription"
              aria-label="Minha assinatura"
              className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'shrink-0' })}
            >
              <CreditCard aria-hidden="true" />
              <span className="hidden md:inline">Minha assinatura</span>
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
      </div>
      {me && <FarmBar me={me} />}
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
