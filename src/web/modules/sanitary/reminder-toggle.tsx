import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/api';
import { settingsQuery, useSaveSettings } from './sanitary-api';

const ID = 'sanitary-weekly-email';

/**
 * 'Receber o resumo semanal por e-mail': the week's due applications, sent to the owner and the
 * managers who ask for it; not shown to 'Campo' (not `eligible`).
 */
export function ReminderToggle() {
  const settings = useQuery(settingsQuery);
  const save = useSaveSettings();
  if (!settings.data?.eligible) return null;
  const checked = save.isPending ? (save.variables ?? false) : settings.data.weeklyEmail;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={ID} className="flex min-h-11 w-fit cursor-pointer items-center gap-3">
        <input
          id={ID}
          type="checkbox"
          className="size-5 shrink-0 cursor-pointer accent-green-700 disabled:cursor-wait"
          checked={checked}
          disabled={save.isPending}
          aria-describedby={`${ID}-hint`}
          onChange={(e) =>
            save.mutate(e.target.checked, {
              onSuccess: (s) =>
                toast.success(
                  s.weeklyEmail ? 'Resumo semanal ativado' : 'Resumo semanal desativado',
                ),
              onError: (error) =>
                toast.error('Não foi possível salvar', { description: errorMessage(error) }),
            })
          }
        />
        <span className="font-medium text-stone-900">Receber o resumo semanal por e-mail</span>
      </label>
      <p id={`${ID}-hint`} className="text-sm text-stone-600">
        Toda semana, as aplicações atrasadas e as dos próximos 7 dias.
      </p>
    </div>
  );
}
