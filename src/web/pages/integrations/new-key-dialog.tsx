import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { toast } from 'sonner';
import type { CreatedApiKey } from '@/domain/farms';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';

/** The new key in full, once: a copy button and the warning that it will not be shown again. */
export function NewKeyDialog({
  apiKey,
  onClose,
}: {
  apiKey: CreatedApiKey | null;
  onClose: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!apiKey) return;
    try {
      await navigator.clipboard.writeText(apiKey.key);
      setCopied(true);
      toast.success('Chave copiada');
    } catch {
      toast.error('Não foi possível copiar', { description: 'Selecione a chave e copie à mão.' });
    }
  };
  return (
    <Dialog.Root
      open={apiKey !== null}
      onOpenChange={(open) => {
        if (open) return;
        setCopied(false);
        onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl bg-white p-6 shadow-lg">
          <Dialog.Title className="text-lg font-semibold text-stone-900">Chave criada</Dialog.Title>
          <Dialog.Description className="break-words text-stone-700">
            {apiKey?.name}: copie a chave agora e guarde em lugar seguro.
          </Dialog.Description>
          <Alert tone="warning">
            <p>Esta chave não será mostrada de novo.</p>
          </Alert>
          <p className="-mb-2 text-sm font-medium text-stone-800">Sua chave</p>
          <p
            data-testid="new-api-key"
            className="rounded-lg border border-stone-300 bg-stone-50 p-3 font-mono text-sm break-all text-stone-900 select-all"
          >
            {apiKey?.key}
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="outline">Fechar</Button>
            </Dialog.Close>
            <Button onClick={() => void copy()}>
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copied ? 'Copiada' : 'Copiar chave'}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
