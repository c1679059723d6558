import {
  Beef,
  CalendarHeart,
  ChevronDown,
  Fence,
  KeyRound,
  Landmark,
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
/** The reproduction module's icon ('Reprodução'), here and on the dashboard's card. */
export const ReproductionIcon = CalendarHeart;
/** The pastures module's icon ('Pastos'), here and on the dashboard's card. */
export const PasturesIcon = Fence;
/** The finance module's icon ('Financeiro'), here and on the dashboard's card. */
export const FinanceIcon = Landmark;

/** One of the farm's pages in the header: where, its name, its icon, a tooltip when it is locked. */
export interface FarmPage {
  to: string;
  label: string;
  icon: LucideIcon;
  title?: string;
}

/**
 * The farm's pages the header links to: 'Rebanho', 'Sanidade', 'Reprodução', 'Pastos' and, for
 * those who see money (never 'Campo'), 'Financeiro' (whose pages tell a Starter farm they are Pro
 * and Master's), 'Fazendas' and, for the owner, 'Equipe' and 'Integrações'.
 */
export function farmPages(me: MeResponse): FarmPage[] {
  return [
    { to: '/rebanho', label: 'Rebanho', icon: HerdIcon },
    {
      to: '/sanidade',
      label: 'Sanidade',
      icon: SanitaryIcon,
      title: planHas(me.farm.plan, 'sanitary') ? undefined : 'Sanidade: planos Pro e Master',
    },
    {
      to: '/reproducao',
      label: 'Reprodução',
      icon: ReproductionIcon,
      title: planHas(me.farm.plan, 'reproduction') ? undefined : 'Reprodução: planos Pro e Master',
    },
    {
      to: '/pastos',
      label: 'Pastos',
      icon: PasturesIcon,
      title: planHas(me.farm.plan, 'pastures') ? undefined : 'Pastos: planos Pro e Master',
    },
    ...(me.farm.seesMoney
      ? [
          {
            to: '/financeiro',
            label: 'Financeiro',
            icon: FinanceIcon,
            title: planHas(me.farm.plan, 'finance') ? undefined : 'Financeiro: planos Pro e Master',
          },
        ]
      : []),
    { to: '/fazendas', label: 'Fazendas', icon: Tractor },
    ...(me.farm.isOwner
      ? [
          { to: '/equipe', label: 'Equipe', icon: UsersRound },
          { to: '/integracoes', label: 'Integrações', icon: KeyRound },
        ]
      : []),
  ];
}

/**
 * The header's second row from 768 px: the farm this session works on (a 'Fazenda' select when
 * the user has two or more) and the farm's pages, each icon with its name. A long farm name is
 * cut with '…' rather than widen the page; in the select, in the middle. Below 768 px the rows
 * are `display: contents`: the farm sits in the header's one row (AppHeader) and the pages are
 * in its 'Menu' (HeaderMenu).
 */
export function FarmBar({ me }: { me: MeResponse }) {
  return (
    <div className="border-t border-stone-100 max-md:contents">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-2 gap-y-1 px-6 py-1 max-md:contents">
        {me.farms.length > 1 ? <FarmSwitcher me={me} /> : <FarmName name={me.farm.name} />}
        <nav
          aria-label="Páginas da fazenda"
          className="ml-auto flex shrink-0 items-center max-md:hidden"
        >
          {farmPages(me).map(({ to, label, icon: Icon, title }) => (
            <NavLink
              key={to}
              to={to}
              title={title}
              className={({ isActive }) =>
                buttonClasses({
                  variant: 'ghost',
                  size: 'sm',
                  className: isActive ? 'text-green-800' : undefined,
                })
              }
            >
              <Icon aria-hidden="true" />
              {label}
            </NavLink>
          ))}
        </nav>
      </div>
    </div>
  );
}

function FarmName({ name }: { name: string }) {
  return (
    <p className="order-2 flex min-w-0 flex-1 basis-36 items-baseline gap-1.5 text-sm" title={name}>
      {/* On a phone the farm's name takes the room: 'Fazenda' is read, not shown. */}
      <span className="shrink-0 text-stone-600 max-md:sr-only">Fazenda:</span>
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
    <div className="order-2 flex min-w-0 flex-1 basis-36 items-center gap-2 md:flex-none">
      <label htmlFor="farm-switcher" className="shrink-0 text-sm text-stone-600 max-md:sr-only">
        Fazenda
      </label>
      {/* The native select lists every name whole (a phone shows its own picker); over it, the
       * chosen name is drawn cut in the middle, so that its end (' - Retiro 2') always shows. */}
      <div className="relative h-9 w-full min-w-0 md:w-72 pointer-coarse:h-11">
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
