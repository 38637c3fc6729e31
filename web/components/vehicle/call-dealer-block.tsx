import { CallButton } from "./call-button";

type Props = {
  phone: string;
  masked: boolean;
  carId: string;
  dealershipId: string | null;
  site: string;
  /** Who answers: the car's location, else the dealer. */
  dealerName: string;
  vehicleWord: string;
};

/** §2 call-the-dealer block: 'Call Now - {phone}' with the number from core's phone rules. */
export function CallDealerBlock({ dealerName, vehicleWord, ...call }: Props) {
  return (
    <section
      aria-labelledby="call-dealer-h"
      className="mt-10 flex flex-col gap-4 rounded-lg bg-gray-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between"
      data-testid="call-dealer"
    >
      <div>
        <h2 id="call-dealer-h" className="text-xl font-bold">
          Talk to {dealerName}
        </h2>
        <p className="mt-1 text-gray-200">
          Questions about this {vehicleWord.toLowerCase()}? Our team can answer them now.
        </p>
      </div>
      <div className="sm:w-72">
        <CallButton
          {...call}
          className="block rounded bg-white px-4 py-3 text-center font-bold text-gray-900"
        />
      </div>
    </section>
  );
}
