import { useCallback, useRef, useState } from 'react';
import { ConfirmPrompt } from './confirm-dialog';

/**
 * Leaving a form the person has changed asks first (issue 39 item 4): 'Descartar as alterações?'
 * with 'Descartar' and 'Continuar editando'. A change is anything the person did in the form
 * (typing, a choice in a list, a box ticked): `onChange` on the <form> hears every field's, so
 * a form needs no list of its fields, and a value the screen put there by itself is no change.
 * Used by FormDialog (Escape, 'Cancelar', a click outside) and by the lot form's 'Cancelar'.
 */
export function useDiscardGuard(discard: () => void) {
  const changed = useRef(false);
  const [asking, setAsking] = useState(false);
  /** The form holds nothing of the person's (opened afresh, saved). */
  const settle = useCallback(() => {
    changed.current = false;
  }, []);
  return {
    /** For the <form>: a change the person made. */
    onChange: () => {
      changed.current = true;
    },
    /** Leaves at once when nothing changed; else asks. */
    leave: () => {
      if (changed.current) setAsking(true);
      else discard();
    },
    settle,
    prompt: (
      <ConfirmPrompt
        open={asking}
        onOpenChange={setAsking}
        title="Descartar as alterações?"
        description="O que você preencheu neste formulário será perdido."
        cancelLabel="Continuar editando"
        confirmLabel="Descartar"
        onConfirm={() => {
          changed.current = false;
          discard();
        }}
      />
    ),
  };
}
