/** §9 spinner pointer sensitivity: one frame per 20 px of pointer movement. */
export const SPIN_SENSITIVITY_PX = 20;
/** §9 auto-rotate interval: one frame every 100 ms. */
export const AUTO_ROTATE_INTERVAL_MS = 100;

/** Whether a frame count can spin: one frame has nothing to turn to. */
export function canSpin(count: number): boolean {
  return Number.isInteger(count) && count >= 2;
}

/** A frame index wrapped into 0…count-1 (the spin is a loop: -1 is the last frame). */
export function wrapFrame(frame: number, count: number): number {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`bad frame count: ${count}`);
  return ((Math.trunc(frame) % count) + count) % count;
}

/** Whole frames a drag of `dx` pixels turns, rounded toward zero (19 px → 0, -20 px → -1). */
export function framesForDrag(dx: number, sensitivity = SPIN_SENSITIVITY_PX): number {
  if (!(sensitivity > 0)) throw new RangeError(`bad sensitivity: ${sensitivity}`);
  const frames = Math.trunc(dx / sensitivity);
  return frames === 0 ? 0 : frames; // no -0
}

/**
 * §9 the frame shown after dragging `dx` px from the frame the drag started on: dragging
 * right turns to the next frames, left to the previous ones, wrapping around the loop.
 */
export function frameAfterDrag(
  startFrame: number,
  dx: number,
  count: number,
  sensitivity = SPIN_SENSITIVITY_PX,
): number {
  return wrapFrame(startFrame + framesForDrag(dx, sensitivity), count);
}

/** An auto-rotation: the frame shown, how many frames it has turned, and whether it still runs. */
export type AutoRotation = { frame: number; steps: number; running: boolean };

/** Starts auto-rotating from the frame shown; a car that cannot spin never starts. */
export function startAutoRotation(frame: number, count: number): AutoRotation {
  return { frame, steps: 0, running: canSpin(count) };
}

/**
 * §4 one auto-rotate tick (every 100 ms): the next frame; it stops after one full loop,
 * back on the frame it started from. A stopped rotation does not move.
 */
export function autoRotationTick(rotation: AutoRotation, count: number): AutoRotation {
  if (!rotation.running || !canSpin(count)) return { ...rotation, running: false };
  const steps = rotation.steps + 1;
  return { frame: wrapFrame(rotation.frame + 1, count), steps, running: steps < count };
}

/** §4 any shopper interaction stops the auto-rotation where it is. */
export function stopAutoRotation(rotation: AutoRotation): AutoRotation {
  return { ...rotation, running: false };
}
