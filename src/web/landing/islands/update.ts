import { updateStore } from '../../pwa/register-sw';
import { slot } from './slot';

/**
 * The landing's 'Nova versão disponível' (pwa/update-prompt.tsx renders it, `hidden`, in its
 * live region): in the page while a new version waits; 'Atualizar' switches to it and reloads.
 */
export function startUpdatePrompt(doc: Document = document): void {
  const notice = doc.querySelector('[data-update-notice]');
  if (!notice) return;
  const place = slot(notice);
  notice.querySelector('button')?.addEventListener('click', () => updateStore.getSnapshot()?.());
  const update = () => place.show(updateStore.getSnapshot() !== null);
  updateStore.subscribe(update);
  update();
}
