import { describe, expect, it, vi } from 'vitest';
import { hold, page, replayAll, typeInto, withEarlyInputPage, woke } from './early-input-test-page';

withEarlyInputPage();

describe('holdEarlyInput: replay', () => {
  it('sends each typed field again as an input event, with the text typed', async () => {
    const { root, email, note } = page();
    const input = hold(root);
    email.value = 'ana@fazenda.test';
    note.value = 'Chegou cedo';
    const heard: string[] = [];
    root.addEventListener('input', (event) => {
      const field = event.target as HTMLInputElement;
      heard.push(`${field.id}=${field.value}`);
    });
    await input.replay();
    expect(heard).toEqual(['email=ana@fazenda.test', 'nota=Chegou cedo']);
    expect(email.value).toBe('ana@fazenda.test');
  });

  it('sends what was typed even where a render of React set the field back before the replay', async () => {
    const { root, email } = page();
    const input = hold(root);
    typeInto(email, 'ana@fazenda.test');
    email.value = ''; // React, re-rendering after taking over, set it back to its state
    const heard: string[] = [];
    root.addEventListener('input', (event) => heard.push((event.target as HTMLInputElement).value));
    await input.replay();
    expect(heard).toEqual(['ana@fazenda.test']);
    expect(email.value).toBe('ana@fazenda.test');
  });

  it('sends what was typed to the field in its place when the page was rendered afresh', async () => {
    const { root, email } = page();
    const input = hold(root);
    typeInto(email, 'ana@fazenda.test');
    root.innerHTML = root.innerHTML.replace('Entrar', 'Enviar');
    const heard: string[] = [];
    root.addEventListener('input', (event) => {
      const field = event.target as HTMLInputElement;
      heard.push(`${field.id}=${field.value}`);
    });
    await input.replay();
    expect(email.isConnected).toBe(false);
    expect(heard).toEqual(['email=ana@fazenda.test']);
  });

  it('sends what was typed to the field moved elsewhere, found by its id', async () => {
    const { root, email, form } = page();
    const input = hold(root);
    typeInto(email, 'BR-77');
    // React, taking the page over at another width, put the field's part in another tab.
    email.remove();
    root.insertAdjacentHTML('beforeend', '<section><input id="email" value="" /></section>');
    const moved = document.getElementById('email') as HTMLInputElement;
    expect(form.contains(moved)).toBe(false);
    await input.replay();
    expect(moved.value).toBe('BR-77');
  });

  it('leaves alone the fields nobody typed in', async () => {
    const { root } = page();
    const input = hold(root);
    const onInput = vi.fn();
    root.addEventListener('input', onInput);
    await input.replay();
    expect(onInput).not.toHaveBeenCalled();
  });

  it('sends a list’s last choice again as a change', async () => {
    const { root, farm } = page();
    const input = hold(root);
    farm.value = 'f2';
    farm.dispatchEvent(new Event('change', { bubbles: true }));
    farm.value = 'f1'; // React, taking over, set it back to its state
    const seen: string[] = [];
    farm.addEventListener('change', () => seen.push(farm.value));
    await input.replay();
    expect(seen).toEqual(['f2']);
    expect(farm.value).toBe('f2');
  });

  it('presses the held buttons again in order, a double press once, after the typed values', async () => {
    const { root, email, tab, submit } = page();
    const input = hold(root);
    email.value = 'ana@fazenda.test';
    tab.click();
    tab.click();
    submit.click();
    const order: string[] = [];
    root.addEventListener('input', () => order.push('input'));
    tab.addEventListener('mousedown', () => order.push('mousedown aba'));
    tab.addEventListener('click', () => order.push('aba'));
    submit.addEventListener('click', (event) => {
      event.preventDefault();
      order.push('enviar');
    });
    await replayAll(input);
    expect(order).toEqual(['input', 'mousedown aba', 'aba', 'enviar']);
  });

  it('presses a save with what was typed before it, then sends what was typed after it', async () => {
    const { root, email, submit } = page();
    const input = hold(root);
    typeInto(email, 'BR-1');
    submit.click();
    typeInto(email, 'BR-2'); // the next animal, typed while the page was waking
    const order: string[] = [];
    root.addEventListener('input', () => order.push(`input ${email.value}`));
    submit.addEventListener('click', (event) => {
      event.preventDefault();
      order.push(`enviar ${email.value}`);
    });
    await replayAll(input);
    expect(order).toEqual(['input BR-1', 'enviar BR-1', 'input BR-2']);
    expect(email.value).toBe('BR-2');
  });

  it('keeps the selection of the field the person is in when its text is given back', async () => {
    const { root, email, submit } = page();
    const input = hold(root);
    typeInto(email, '300');
    submit.click();
    submit.addEventListener('click', (event) => event.preventDefault());
    email.focus();
    email.select(); // about to type over it
    await replayAll(input);
    expect([email.selectionStart, email.selectionEnd]).toEqual([0, 3]);
  });

  it('keeps the selection the person made even where React set the field back before the replay', async () => {
    const { root, email } = page();
    const input = hold(root);
    typeInto(email, 'br-13');
    email.focus();
    email.select(); // about to type over it; the browser tells of it (jsdom does not: sent here)
    email.dispatchEvent(new Event('selectionchange', { bubbles: true }));
    email.value = ''; // React, re-rendering after taking over, set it back to its state
    email.dispatchEvent(new Event('selectionchange', { bubbles: true })); // not the person's
    await input.replay();
    expect(email.value).toBe('br-13');
    expect([email.selectionStart, email.selectionEnd]).toEqual([0, 5]);
  });

  it('sends again a value typed after a press even when it is the one pressed with', async () => {
    const { root, email, submit } = page();
    const input = hold(root);
    typeInto(email, 'BR-1');
    submit.click();
    typeInto(email, '');
    typeInto(email, 'BR-1'); // the same animal weighed again
    const order: string[] = [];
    root.addEventListener('input', () => order.push(`input ${email.value}`));
    submit.addEventListener('click', (event) => {
      event.preventDefault();
      order.push('enviar');
    });
    await replayAll(input);
    expect(order).toEqual(['input BR-1', 'enviar', 'input BR-1']);
  });

  it('does not press a button that went away or was disabled meanwhile', async () => {
    const { root, tab, submit } = page();
    const input = hold(root);
    tab.click();
    submit.click();
    tab.remove();
    submit.disabled = true;
    const pressed = vi.fn();
    root.addEventListener('click', pressed);
    await replayAll(input);
    expect(pressed).not.toHaveBeenCalled();
  });

  it('presses the button now in the held one’s place when the page was rendered afresh', async () => {
    const { root, tab } = page();
    const input = hold(root);
    tab.click();
    // React could not take the page over as it was: the same markup, new elements.
    root.innerHTML = root.innerHTML.replace('Entrar', 'Enviar');
    const pressed: string[] = [];
    root.addEventListener('click', (event) => {
      pressed.push((event.target as HTMLElement).textContent ?? '');
    });
    root.querySelector('form')?.addEventListener('submit', (event) => event.preventDefault());
    await replayAll(input);
    expect(tab.isConnected).toBe(false);
    expect(pressed).toEqual(['Criar conta']);
  });

  it('presses nothing where another button now stands in a page rendered afresh', async () => {
    const { root, tab } = page();
    const input = hold(root);
    tab.click();
    root.innerHTML = root.innerHTML.replace('Criar conta', 'Excluir');
    const pressed = vi.fn();
    root.addEventListener('click', pressed);
    await replayAll(input);
    expect(pressed).not.toHaveBeenCalled();
  });

  it('holds the arrows, Home and End pressed on a tab, and sends them to it again focused', async () => {
    const { root, tab } = page();
    tab.setAttribute('role', 'tab');
    const input = hold(root);
    const keys = ['ArrowRight', 'ArrowRight', 'End', 'a'].map(
      (key) => new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
    );
    for (const key of keys) tab.dispatchEvent(key);
    expect(keys.map((key) => key.defaultPrevented)).toEqual([true, true, true, false]);
    const heard: string[] = [];
    root.addEventListener('keydown', (event) => {
      heard.push(`${event.key} ${document.activeElement === tab ? 'focused' : 'unfocused'}`);
    });
    await replayAll(input);
    expect(heard).toEqual(['ArrowRight focused', 'ArrowRight focused', 'End focused']);
  });

  it('holds an Enter in a field outside a form, and sends it again after the typed text', async () => {
    const { root } = page();
    root.insertAdjacentHTML('beforeend', '<input id="busca" aria-label="Buscar animal" />');
    const search = document.getElementById('busca') as HTMLInputElement;
    const input = hold(root);
    typeInto(search, '982000123456789');
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    search.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    const heard: string[] = [];
    root.addEventListener('input', () => heard.push(`input ${search.value}`));
    root.addEventListener('keydown', (event) => {
      heard.push(`${event.key} ${document.activeElement === search ? 'focused' : 'unfocused'}`);
    });
    await replayAll(input);
    expect(heard).toEqual(['input 982000123456789', 'Enter focused']);
  });

  it('holds an Enter in a form’s list field (a reader’s EID), not as a submit', async () => {
    const { root, form, submit } = page();
    form.insertAdjacentHTML('afterbegin', '<input id="animal" role="combobox" value="" />');
    const animal = document.getElementById('animal') as HTMLInputElement;
    const input = hold(root);
    typeInto(animal, '982 000123456789');
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    animal.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    const heard: string[] = [];
    root.addEventListener('keydown', (event) => {
      heard.push(`${event.key} ${document.activeElement === animal ? 'focused' : 'unfocused'}`);
    });
    submit.addEventListener('click', () => heard.push('enviar'));
    await replayAll(input);
    expect(heard).toEqual(['Enter focused']);
    expect(animal.value).toBe('982 000123456789');
  });

  it('leaves an Enter in a form’s field to submit it', () => {
    const { root, email } = page();
    hold(root);
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    email.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(false);
  });

  it('replays once: a second call (StrictMode) gives nothing again, and presses act at once after', async () => {
    const { root, email, tab } = page();
    const input = hold(root);
    email.value = 'x@y.z';
    tab.click();
    const onInput = vi.fn();
    const onPress = vi.fn();
    root.addEventListener('input', onInput);
    tab.addEventListener('click', onPress);
    const first = input.replay();
    await vi.runAllTimersAsync();
    await first;
    await input.replay();
    expect(onInput).toHaveBeenCalledTimes(1);
    expect(onPress).toHaveBeenCalledTimes(1);
    tab.click();
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('presses nothing after a release', async () => {
    const { root, tab } = page();
    const input = hold(root);
    tab.click();
    input.release();
    const onPress = vi.fn();
    tab.addEventListener('click', onPress);
    tab.click();
    expect(onPress).toHaveBeenCalledTimes(1); // the new press only: nothing was held since
  });

  it('sends a chosen file again as a change, and never sets a file field’s value', async () => {
    const { root } = page();
    root.insertAdjacentHTML('beforeend', '<input id="ofx" type="file" />');
    const field = document.getElementById('ofx') as HTMLInputElement;
    const input = hold(root);
    const file = new File(['OFXHEADER:100'], 'extrato.ofx');
    Object.defineProperty(field, 'files', { value: [file] });
    Object.defineProperty(field, 'value', { get: () => 'C:\\fakepath\\extrato.ofx' });
    field.dispatchEvent(new Event('change', { bubbles: true }));
    const changes: (File | undefined)[] = [];
    const onInput = vi.fn();
    root.addEventListener('change', (e) => changes.push((e.target as HTMLInputElement).files?.[0]));
    root.addEventListener('input', onInput);
    const done = input.replay();
    await vi.runAllTimersAsync();
    await done;
    expect(changes).toEqual([file]);
    expect(onInput).not.toHaveBeenCalled();
  });

  it('presses a ticked box or a chosen radio again, whatever was put back meanwhile', async () => {
    const { root } = page();
    root.insertAdjacentHTML(
      'beforeend',
      '<input id="ano" type="radio" name="modo" checked /><input id="periodo" type="radio" name="modo" />',
    );
    const year = document.getElementById('ano') as HTMLInputElement;
    const period = document.getElementById('periodo') as HTMLInputElement;
    const input = hold(root);
    period.click();
    expect(await woke(input)).toBe(true);
    // React, taking the page over, puts its own state back.
    year.checked = true;
    const chosen: string[] = [];
    root.addEventListener('change', (e) => chosen.push((e.target as HTMLInputElement).id));
    const done = input.replay();
    await vi.runAllTimersAsync();
    await done;
    expect(chosen).toEqual(['periodo']);
    expect(period.checked).toBe(true);
    expect(year.checked).toBe(false);
  });
});
