import { useSyncExternalStore, type ReactNode } from 'react';
import { RefreshCw } from 'lucide-react';
import { buttonClasses } from '../components/ui/button';
import { updateStore } from './register-sw';

/** The live region the notice appears in: announced when it does. */
function UpdateRegion({ children }: { children?: ReactNode }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-20 z-50 flex justify-center px-4"
    >
      {children}
    </div>
  );
}

function UpdateNotice({ onApply, hidden }: { onApply?: () => void; hidden?: boolean }) {
  return (
    <div
      data-update-notice
      hidden={hidden}
      className="pointer-events-auto flex w-full max-w-sm items-center justify-between gap-3 rounded-xl border border-stone-200 bg-white p-3 pl-4 shadow-lg"
    >
      <p className="text-sm font-medium text-stone-900">Nova versão disponível</p>
      <button type="button" onClick={onApply} className={buttonClasses({ size: 'sm' })}>
        <RefreshCw aria-hidden="true" />
        Atualizar
      </button>
    </div>
  );
}

/**
 * 'Nova versão disponível' with 'Atualizar', while a new version of the app waits. Nothing
 * reloads until the person asks: a form being filled in is never lost to an update.
 */
export function UpdatePrompt() {
  const apply = useSyncExternalStore(
    updateStore.subscribe,
    updateStore.getSnapshot,
    updateStore.getServerSnapshot,
  );
  return <UpdateRegion>{apply && <UpdateNotice onApply={apply} />}</UpdateRegion>;
}

/**
 * The same for the prerendered landing, which runs without React: the notice is in the page,
 * `hidden`, for its island (landing/islands/update.ts) to show and wire.
 */
export function StaticUpdatePrompt() {
  return (
    <UpdateRegion>
      <UpdateNotice hidden />
    </UpdateRegion>
  );
}
