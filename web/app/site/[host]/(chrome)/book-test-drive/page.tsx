import { publicSiteSettings } from "@forecourt/core";
import { carLeadFields } from "@forecourt/core/leads/car-lead-fields";
import type { Metadata } from "next";
import { MULTI_STEP_TITLES, multiStepSteps } from "@/components/forms/form-presets";
import { LeadForm } from "@/components/forms/lead-form";
import { PageShell } from "@/components/info/page-shell";
import { queryOf } from "@/components/info/site-pages";
import { sitePage } from "@/lib/page-guard";
import { testDriveView } from "@/lib/test-drive";

type Props = {
  params: Promise<{ host: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const metadata: Metadata = { title: "Book a Test Drive" };

/**
 * §2 /book-test-drive/: the §4 multi-step enquiry and test-drive form; on success it stores the
 * car and the success category and goes to /success.
 */
export default async function BookTestDrivePage({ params, searchParams }: Props) {
  const site = await sitePage(params, { kind: "page", path: "/book-test-drive" });
  const carId = (await queryOf(searchParams)).car_id;
  // The test drive happens at the car's location, else the dealer's primary sales location.
  const { car, carName, slotLocation } = await testDriveView(site, carId);
  return (
    <PageShell title="Book a Test Drive" intro="Tell us what you would like to drive and when.">
      <div className="max-w-3xl">
        <LeadForm
          form="multi-step"
          site={publicSiteSettings(site)}
          steps={multiStepSteps(slotLocation)}
          stepTitles={MULTI_STEP_TITLES}
          initial={{
            enquiry_type: "test-drive",
            ...(car?.make ? { "Vehicle Make": car.make } : {}),
            ...(car?.model ? { "Vehicle Model": car.model } : {}),
          }}
          car={car ? { location: car.location } : null}
          hidden={car ? carLeadFields(car) : undefined}
          testId="multi-step-form"
          submitLabel="Book my test drive"
          success={{
            redirect: true,
            category: "Test Drive",
            car: car ? { id: car.id, name: carName } : null,
          }}
        />
      </div>
    </PageShell>
  );
}
