import {
  Beef,
  ChevronDown,
  KeyRound,
  Syringe,
  Tractor,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import { NavLink } from 'react-router';
import type { MeResponse } from '@/domain/api';
import { planHas } from '@/domain/plans';
import { useSwitchFarm } from '../lib/active-farm';
import { splitForMiddleCut } from './middle-cut';
import { buttonClasses } from './ui/button';

/** The herd's icon ('Rebanho'), here and on the dashboard's card (one copy, in the header's chunk). */
export const HerdIcon = Beef;
/** The sanitary records' icon ('Sanidade'), here and on the dashboard's card. */
export const SanitaryIcon = Syringe;

/**
 * The header's second row: the farm this session works on (a 'Fazenda' select when the user has
 * two or more) and the links to 'Rebanho', 'Sanidade' (whose page tells a Starter farm it is Pro and
 * Master's), 'Fazendas' and, for the owner, 'Equipe' and 'Integrações'. A long
 * farm name is cut with '…' rather than widen the page; in the select, in the middle.
 */
export function FarmBar({ me }: { me: MeResponse }) {
  const links: { to: string; label: string; icon: LucideIcon; title?: string }[] = [
    { to: '/rebanho', label: 'Rebanho', icon: HerdIcon },
    {
      to: '/sanidade',
      label: 'Sanidade',
      icon: SanitaryIcon,
      title: planHas(me.farm.plan, 'sanitary') ? undefined : 'Sanidade: planos Pro e Master',
    },
    { to: '/fazendas', label: 'Fazendas', icon: Tractor },
    ...(me.farm.isOwner
      ? [
          { to: '/equipe', label: 'Equipe', icon: UsersRound },
          { to: '/integracoes', label: 'Integrações', icon: KeyRound },
        ]
      : []),
  ];
  return (
    <div className="border-t border-stone-100">
      {/* On a phone the links go to a row of their own rather than squeeze the farm's name or
       * its switcher below 9rem (an owner's six links take 264 px of 328). */}
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-2 gap-y-1 px-4 py-1 sm:px-6">
        {me.farms.length > 1 ? <FarmSwitcher me={me} /> : <FarmName name={me.farm.name} />}
        <nav aria-label="Páginas da fazenda" className="ml-auto flex shrink-0 items-center">
          {links.map(({ to, label, icon: Icon, title }) => (
            <NavLink
              key={to}
              to={to}
              aria-label={label}
              title={title ?? label}
              className={({ isActive }) =>
                buttonClasses({
                  variant: 'ghost',
                  size: 'sm',
                  className: isActive ? 'px-2.5 text-green-800 sm:px-3' : 'px-2.5 sm:px-3',
                })
              }
            >
              <Icon aria-hidden="true" />
              <span className="hidden md:inline">{label}</span>
            </NavLink>
          ))}
        </nav>
      </div>
    </div>
  );
}

function FarmName({ name }: { name: string }) {
  return (
    <p className="flex min-w-0 flex-1 basis-36 items-baseline gap-1.5 text-sm" title={name}>
      <span className="shrink-0 text-stone-600">Fazenda:</span>
      <span data-testid="active-farm" className="truncate font-medium text-stone-900">
        {name}
      </span>
    </p>
  );
}

function FarmSwitcher({ me }: { me: MeResponse }) {
  const switchFarm = useSwitchFarm();
  const change = (farmId: string) => {
    const target = me.farms.find((farm) => farm.id === farmId);
    if (!target || farmId === me.farm.id) return;
    switchFarm.mutate(target);
  };
  const [head, tail] = splitForMiddleCut(me.farm.name);
  return (
    <div className="flex min-w-0 flex-1 basis-36 items-center gap-2 sm:flex-none">
      <label htmlFor="farm-switcher" className="shrink-0 text-sm text-stone-600">
        Fazenda
      </label>
      {/* The native select lists every name whole (a phone shows its own picker); over it, the
       * chosen name is drawn cut in the middle, so that its end (' - Retiro 2') always shows. */}
      <div className="relative h-9 w-full min-w-0 sm:w-72 pointer-coarse:h-11">
        <select
          id="farm-switcher"
          value={me.farm.id}
          disabled={switchFarm.isPending}
          aria-busy={switchFarm.isPending || undefined}
          title={me.farm.name}
          onChange={(event) => change(event.target.value)}
          className="peer absolute inset-0 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-wait"
        >
          {me.farms.map((farm) => (
            <option key={farm.id} value={farm.id}>
              {farm.name}
            </option>
          ))}
        </select>
        <span
          aria-hidden="true"
          data-testid="farm-switcher-name"
          className="pointer-events-none flex h-full items-center gap-1 rounded-lg border border-stone-300 bg-white pr-2 pl-2 text-sm font-medium text-stone-900 shadow-sm peer-focus-visible:border-green-700 peer-focus-visible:ring-2 peer-focus-visible:ring-green-700/30 peer-disabled:opacity-60"
        >
          <span className="flex min-w-0 flex-1">
            <span className="truncate">{head}</span>
            {tail && <span className="shrink-0 whitespace-pre">{tail}</span>}
          </span>
          <ChevronDown className="size-4 shrink-0 text-stone-500" />
        </span>
      </div>
    </div>
  );
}
