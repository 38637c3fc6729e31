import Image from "next/image";
import Link from "@/components/link";
import type { CheckoutCar } from "@/lib/checkout";

/** The car being reserved: photo, title, price with its label, and its key facts. */
export function CarSummary({ car, headingLevel = 2 }: { car: CheckoutCar; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section
      aria-labelledby="checkout-car-title"
      className="overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm"
      data-testid="checkout-car"
    >
      <div className="relative aspect-[3/2] bg-gray-100">
        {car.image ? (
          <Image
            src={car.image}
            alt={car.title}
            fill
            sizes="(min-width: 1024px) 28rem, 100vw"
            quality={75}
            priority
            className="object-cover"
          />
        ) : (
          <div className="flex h-full items-center justify-center text-sm text-gray-600">
            Photo coming soon
          </div>
        )}
      </div>
      <div className="p-5">
        <Heading id="checkout-car-title" className="text-xl font-bold leading-tight">
          <Link href={car.href} className="hover:underline">
            {car.title}
          </Link>
        </Heading>
        {car.subtitle ? <p className="mt-1 text-gray-700">{car.subtitle}</p> : null}
        {car.price.was ? (
          <p className="mt-3 text-sm text-gray-700">
            Was <s>{car.price.was}</s>
          </p>
        ) : null}
        <p className="mt-1 flex items-baseline gap-2">
          <span className="text-2xl font-extrabold" data-testid="checkout-price">
            {car.price.text}
          </span>
          {car.price.label ? (
            <span className="text-xs font-semibold uppercase text-gray-700">{car.price.label}</span>
          ) : null}
        </p>
        {car.facts.length ? (
          <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            {car.facts.map((fact) => (
              <div key={fact.label}>
                <dt className="text-gray-600">{fact.label}</dt>
                <dd className="font-semibold">{fact.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </section>
  );
}
