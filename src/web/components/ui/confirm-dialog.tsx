import type { ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { Trash2 } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button, buttonClasses } from './button';

interface ConfirmDialogProps {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  /** The confirming button's label ('Remover', 'Excluir', 'Confirmar'). */
  confirmLabel: string;
  /** The button that closes the dialog without acting; 'Cancelar' unless told. */
  cancelLabel?: string;
  onConfirm: () => void;
  /** 'danger' (red, the default) for destructive actions; 'primary' for an ordinary choice. */
  tone?: 'danger' | 'primary';
}

/** An action's confirmation: title, what will happen, 'Cancelar' and the confirming button. */
export function ConfirmDialog({ trigger, ...content }: ConfirmDialogProps) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <ConfirmContent {...content} />
    </AlertDialog.Root>
  );
}

interface ConfirmPromptProps extends Omit<ConfirmDialogProps, 'trigger'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Closed either way, where the focus goes (else back where it was when the prompt opened). */
  focusOnClose?: () => void;
}

/**
 * The same confirmation asked by the screen rather than by a button (an unknown brinco on save,
 * changes about to be discarded): open while `open`; the cancel button, Escape and the confirming
 * button close it.
 */
export function ConfirmPrompt({
  open,
  onOpenChange,
  focusOnClose,
  ...content
}: ConfirmPromptProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <ConfirmContent
        {...content}
        onCloseAutoFocus={
          focusOnClose
            ? (event) => {
                event.preventDefault();
                focusOnClose();
              }
            : undefined
        }
      />
    </AlertDialog.Root>
  );
}

function ConfirmContent({
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancelar',
  onConfirm,
  tone = 'danger',
  onCloseAutoFocus,
}: Omit<ConfirmDialogProps, 'trigger'> & { onCloseAutoFocus?: (event: Event) => void }) {
  return (
    <AlertDialog.Portal>
      <AlertDialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50" />
      <AlertDialog.Content
        onCloseAutoFocus={onCloseAutoFocus}
        className="fixed top-1/2 left-1/2 z-50 flex w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-xl bg-white p-6 shadow-lg"
      >
        <AlertDialog.Title className="text-lg font-semibold break-words text-stone-900">
          {title}
        </AlertDialog.Title>
        <AlertDialog.Description className="break-words text-stone-700">
          {description}
        </AlertDialog.Description>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialog.Cancel className={buttonClasses({ variant: 'outline' })}>
            {cancelLabel}
          </AlertDialog.Cancel>
          <AlertDialog.Action
            className={buttonClasses({
              className: tone === 'danger' ? 'bg-red-700 hover:bg-red-800' : undefined,
            })}
            onClick={onConfirm}
          >
            {confirmLabel}
          </AlertDialog.Action>
        </div>
      </AlertDialog.Content>
    </AlertDialog.Portal>
  );
}

/**
 * A destructive row action: a red ghost button with a bin (and `text`, or the icon alone) that
 * asks first. `label` names the row for screen readers ('Excluir Plano A').
 */
export function DeleteConfirm({
  label,
  text,
  disabled,
  ...dialog
}: Omit<ConfirmDialogProps, 'trigger' | 'tone'> & {
  label: string;
  text?: string;
  disabled: boolean;
}) {
  return (
    <ConfirmDialog
      {...dialog}
      trigger={
        <Button
          variant="ghost"
          size={text ? 'sm' : 'icon'}
          disabled={disabled}
          aria-label={label}
          className={cn(!text && 'shrink-0', 'text-red-700 hover:bg-red-50 hover:text-red-800')}
        >
          <Trash2 aria-hidden="true" />
          {text}
        </Button>
      }
    />
  );
}
