/**
 * What a reader does on the static first paint (the server's markup, on screen before the page's code) between the
 * moment the shell's code runs and React's first render, which replaces that markup: the text typed into a field and
 * the last button pressed would go with it. They are kept here and given to the live page once it shows the same
 * field or button, found by its name as a reader finds it (its label, else its aria-label, name or placeholder; a
 * button's text): the text put back as if typed (where the live field still holds what the paint showed), then the
 * button pressed. What the live page does not show within a few seconds is dropped.
 */
const GIVE_UP_MS = 5000;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const TEXT_INPUTS = new Set(['text', 'search', 'email', 'url', 'tel', 'number', 'password']);

function isField(el: Element): el is Field {
  return (
    (el instanceof HTMLInputElement && TEXT_INPUTS.has(el.type)) ||
    el instanceof HTMLTextAreaElement ||
    el instanceof HTMLSelectElement
  );
}

/** A control's kind and the name a reader knows it by, or null when it has none. */
function nameOf(el: Element): string | null {
  const name =
    (isField(el) ? el.labels?.[0]?.textContent : null) ||
    el.getAttribute('aria-label') ||
    el.getAttribute('name') ||
    el.getAttribute('placeholder') ||
    (el instanceof HTMLButtonElement ? el.textContent : null);
  return name?.trim() ? `${el.tagName}:${name.trim()}` : null;
}

/** What the paint's field showed before it was typed into. */
function initialValue(field: Field): string {
  if (field instanceof HTMLSelectElement)
    return ([...field.options].find((o) => o.defaultSelected) ?? field.options[0])?.value ?? '';
  return field.defaultValue;
}

/** Sets a field's value as typing does, so that React's change handlers see it. */
function type(field: Field, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * Starts keeping what is typed and pressed in `paint`. Call the returned function once the first render has been
 * asked for: keeping stops, and what was kept goes to the live page as it appears.
 */
export function keepEarlyInput(paint: Element): () => void {
  const typed = new Map<string, { value: string; initial: string }>();
  let pressed: string | null = null;

  const onInput = (event: Event) => {
    const field = event.target as Element;
    if (!paint.contains(field) || !isField(field)) return;
    const name = nameOf(field);
    if (name) typed.set(name, { value: field.value, initial: typed.get(name)?.initial ?? initialValue(field) });
  };
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest('button');
    if (button && paint.contains(button) && !button.disabled) pressed = nameOf(button);
  };
  // A form of the paint submitted natively would load the page again: its submit button is pressed later instead.
  const onSubmit = (event: Event) => {
    if (paint.contains(event.target as Node)) event.preventDefault();
  };
  document.addEventListener('input', onInput, true);
  document.addEventListener('change', onInput, true);
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);

  const live = <T extends Element>(selector: string, name: string) =>
    [...document.querySelectorAll<T>(selector)].find((el) => !paint.contains(el) && nameOf(el) === name);

  /** Gives the live page what it shows a place for; true once nothing is left. */
  const handOver = (): boolean => {
    for (const [name, { value, initial }] of typed) {
      const field = live<Field>('input, textarea, select', name);
      if (!field) continue;
      if (field.value === initial) type(field, value);
      typed.delete(name);
    }
    if (pressed && typed.size === 0) {
      const button = live<HTMLButtonElement>('button', pressed);
      if (button && !button.disabled) {
        button.click();
        pressed = null;
      }
    }
    return typed.size === 0 && pressed === null;
  };

  return () => {
    document.removeEventListener('input', onInput, true);
    document.removeEventListener('change', onInput, true);
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('submit', onSubmit, true);
    if (typed.size === 0 && pressed === null) return;
    const observer = new MutationObserver(() => {
      if (handOver()) stop();
    });
    const timer = setTimeout(() => stop(), GIVE_UP_MS);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  };
}
