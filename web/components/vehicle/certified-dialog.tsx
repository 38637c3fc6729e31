import { OpenDialogButton } from "@/components/layout/open-dialog-button";

/**
 * §2 Toyota Certified info dialog, shown where core's certified badge rule holds (make Toyota,
 * certified, the site switch on, not sold).
 */
export function CertifiedDialog({ vehicleWord }: { vehicleWord: string }) {
  const word = vehicleWord.toLowerCase();
  return (
    <section
      aria-labelledby="certified-h"
      className="flex flex-col gap-3 rounded-lg border-2 border-red-700 bg-red-50 p-5 sm:flex-row sm:items-center sm:justify-between"
      data-testid="toyota-certified"
    >
      <div>
        <h2 id="certified-h" className="text-lg font-bold text-red-900">
          Toyota Certified Pre-Owned
        </h2>
        <p className="text-sm text-gray-800">This {word} is part of Toyota's certified program.</p>
      </div>
      <OpenDialogButton
        dialogId="certified-dialog"
        className="rounded bg-red-700 px-4 py-2 text-sm font-semibold text-white"
      >
        What does certified mean?
      </OpenDialogButton>
      <dialog
        id="certified-dialog"
        aria-labelledby="certified-dialog-h"
        className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-lg p-6 shadow-2xl backdrop:bg-black/50"
      >
        <h2 id="certified-dialog-h" className="text-xl font-bold">
          Toyota Certified Pre-Owned
        </h2>
        <div className="mt-3 space-y-2 text-gray-800">
          <p>
            Toyota Certified Pre-Owned vehicles are sold by Toyota dealers after an inspection and
            reconditioning under Toyota's certified program.
          </p>
          <p>
            Ask us for this {word}'s inspection report, the warranty and roadside cover that come
            with it, and the program terms that apply.
          </p>
        </div>
        <form method="dialog">
          <button
            type="submit"
            className="mt-5 rounded bg-gray-900 px-4 py-2 font-semibold text-white"
          >
            Close
          </button>
        </form>
      </dialog>
    </section>
  );
}
