"use client";

import { type RefObject, useLayoutEffect } from "react";

/**
 * What a shopper typed into a server-rendered form before React hydrated it stays in the page
 * but not in React's state (hydration keeps the DOM's text and records it as already seen), so
 * the next render of a controlled field empties it and a submit sends the empty value. Once the
 * form is hydrated, each field whose text differs from what React rendered (its default value)
 * is replayed as the shopper's own change: the field's onChange runs with the typed text, so
 * every form keeps its own parsing (digits only, thousands separators) and state shape.
 *
 * React notices a change by comparing the field with the value it last saw (its value
 * tracker, updated through the element's own `value`/`checked` setter). The replay sets another
 * value through that setter, puts the typed one back through the prototype's setter (which the
 * tracker does not see), and fires the event React listens to for that field.
 */

type Early =
  | { kind: "text"; element: HTMLInputElement | HTMLTextAreaElement; typed: string }
  | { kind: "check"; element: HTMLInputElement; checked: boolean }
  | { kind: "select"; element: HTMLSelectElement; chosen: string[] };

/**
 * The fields whose text or choice differs from what React rendered, with what the shopper
 * put there. Read all at once, before any is replayed: replaying one re-renders the form, and
 * that render would empty the others.
 */
export function earlyInput(form: HTMLFormElement): Early[] {
  const found: Early[] = [];
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement) {
      if (element.disabled || element.readOnly) continue;
      if (element.type === "checkbox" || element.type === "radio") {
        // A radio group changes through the option now chosen; the one it left follows.
        const moved = element.checked !== element.defaultChecked;
        if (moved && (element.type === "checkbox" || element.checked))
          found.push({ kind: "check", element, checked: element.checked });
      } else if (element.type !== "hidden" && element.type !== "file") {
        if (element.value !== element.defaultValue)
          found.push({ kind: "text", element, typed: element.value });
      }
    } else if (element instanceof HTMLTextAreaElement) {
      if (!element.disabled && !element.readOnly && element.value !== element.defaultValue)
        found.push({ kind: "text", element, typed: element.value });
    } else if (element instanceof HTMLSelectElement && !element.disabled) {
      const options = Array.from(element.options);
      if (options.some((o) => o.selected !== o.defaultSelected))
        found.push({
          kind: "select",
          element,
          chosen: options.filter((o) => o.selected).map((o) => o.value),
        });
    }
  }
  return found;
}

/** Replays each field found by earlyInput as the shopper's own change (see above). */
export function replayEarlyInput(found: readonly Early[]): void {
  for (const field of found) {
    if (!field.element.isConnected) continue;
    if (field.kind === "text") replayText(field.element, field.typed);
    else if (field.kind === "check") {
      field.element.checked = !field.checked;
      // The click turns it back to the shopper's choice; React reads checkboxes on click.
      field.element.click();
    } else {
      for (const option of Array.from(field.element.options))
        option.selected = field.chosen.includes(option.value);
      // React reads a select's change from its change event alone.
      field.element.dispatchEvent(new Event("change", { bubbles: true }));
    }
  }
}

function replayText(element: HTMLInputElement | HTMLTextAreaElement, typed: string): void {
  const prototype =
    element instanceof HTMLInputElement
      ? HTMLInputElement.prototype
      : HTMLTextAreaElement.prototype;
  const setValue = Object.getOwnPropertyDescriptor(prototype, "value")?.set;
  if (!setValue) return;
  // React's tracker takes any value but the typed one; the DOM then gets the typed one unseen.
  element.value = typed === "" ? " " : "";
  setValue.call(element, typed);
  element.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * Keeps early input (see above) once the form is hydrated: read in a layout effect, before any
 * re-render can empty a field, and replayed a microtask later, outside React's commit, so each
 * change renders as typing does.
 */
export function useKeepEarlyInput(formRef: RefObject<HTMLFormElement | null>): void {
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const found = earlyInput(form);
    if (found.length === 0) return;
    let live = true;
    queueMicrotask(() => {
      if (live) replayEarlyInput(found);
    });
    return () => {
      live = false;
    };
  }, [formRef]);
}
