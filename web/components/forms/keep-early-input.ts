"use client";

import { type RefObject, useEffect } from "react";

/**
 * What a shopper typed into a server-rendered form before React hydrated it stays in the page
 * but not in React's state (hydration keeps the DOM's text and records it as already seen), so
 * the next render of a controlled field empties it and a submit sends the empty value. Once the
 * form is hydrated, each field whose text differs from what React rendered (its default value)
 * is replayed as the shopper's own change: the field's onChange runs with the typed text, so
 * every form keeps its own parsing (digits only, thousands separators) and state shape.
 *
 * React notices a change by comparing the field with the value it last saw (its value
 * tracker, updated through the element's own `value`/`checked` setter). The replay sets the
 * rendered value through that setter, puts the typed one back through the prototype's setter
 * (which the tracker does not see), and fires the event React listens to for that field.
 */
export function keepEarlyInput(form: HTMLFormElement): void {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement) replayInput(element);
    else if (element instanceof HTMLTextAreaElement) {
      if (element.readOnly || element.disabled || element.value === element.defaultValue) continue;
      replayText(element, HTMLTextAreaElement.prototype);
    } else if (element instanceof HTMLSelectElement) {
      if (element.disabled) continue;
      const changed = Array.from(element.options).some((o) => o.selected !== o.defaultSelected);
      // React reads a select's change from its change event alone.
      if (changed) element.dispatchEvent(new Event("change", { bubbles: true }));
    }
  }
}

function replayInput(input: HTMLInputElement): void {
  if (input.disabled || input.readOnly) return;
  if (input.type === "checkbox" || input.type === "radio") {
    // A radio group changes through the option now chosen; the one it left follows.
    if (input.checked === input.defaultChecked || (input.type === "radio" && !input.checked))
      return;
    const chosen = input.checked;
    input.checked = !chosen;
    // The click toggles it back to what the shopper chose; React reads checkboxes on click.
    input.click();
    return;
  }
  if (input.type === "hidden" || input.type === "file") return;
  if (input.value !== input.defaultValue) replayText(input, HTMLInputElement.prototype);
}

function replayText(
  element: HTMLInputElement | HTMLTextAreaElement,
  prototype: HTMLInputElement | HTMLTextAreaElement,
): void {
  const typed = element.value;
  const setValue = Object.getOwnPropertyDescriptor(prototype, "value")?.set;
  if (!setValue) return;
  element.value = element.defaultValue;
  setValue.call(element, typed);
  element.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * Replays early input (see keepEarlyInput) once the form is mounted: after React's own work
 * (a microtask after the mount effects), so each replayed change renders as typing does.
 */
export function useKeepEarlyInput(formRef: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    let live = true;
    queueMicrotask(() => {
      if (live && formRef.current) keepEarlyInput(formRef.current);
    });
    return () => {
      live = false;
    };
  }, [formRef]);
}
