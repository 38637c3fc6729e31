"use client";

import { collapseAnimation } from "@forecourt/core/media/collapse";
import { type RefObject, useCallback, useLayoutEffect, useRef } from "react";

/**
 * §9's 300 ms collapse animation for a list that shows more or fewer items: call `measure()`
 * just before the toggle; after the list re-renders its height animates from the old to the
 * new one (not with reduced motion).
 */
export function useCollapseAnimation(ref: RefObject<HTMLElement | null>, open: boolean) {
  const before = useRef<number | null>(null);
  const measure = useCallback(() => {
    before.current = ref.current?.getBoundingClientRect().height ?? null;
  }, [ref]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list opens or closes
  useLayoutEffect(() => {
    const element = ref.current;
    const from = before.current;
    before.current = null;
    if (!element || from === null || typeof element.animate !== "function") return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const animation = collapseAnimation(from, element.getBoundingClientRect().height, reduced);
    if (!animation) return;
    element.dataset.collapsing = "";
    element.style.overflow = "hidden";
    const running = element.animate(animation.keyframes, animation.options);
    running.onfinish = running.oncancel = () => {
      element.style.overflow = "";
      delete element.dataset.collapsing;
    };
  }, [open]);
  return measure;
}
