"use client";

import type { Hotspot } from "@forecourt/core";
import { SPINNER_MODE_LABELS, type SpinnerMode } from "@forecourt/core/media/spinner-view";
import { lazy, type ReactNode, Suspense, useState } from "react";

// Fetched when the shopper first opens Spin or Interior (or the car opens on Spin): most
// visits only look at the photos, and the spinner is the page's largest block of code.
const SpinViewer = lazy(() =>
  import("./spinner/spin-viewer").then((m) => ({ default: m.SpinViewer })),
);
const InteriorView = lazy(() =>
  import("./spinner/interior-view").then((m) => ({ default: m.InteriorView })),
);

/** Holds the view's place, in the photos' shape, while its code arrives. */
function ViewLoading({ title }: { title: string }) {
  return (
    <div
      role="status"
      aria-label={`Loading ${title}`}
      className="aspect-[3/2] w-full animate-pulse rounded-lg bg-gray-200"
    />
  );
}

type Props = {
  title: string;
  /** The modes the car offers (core spinnerModes) and the one to open on (defaultSpinnerMode). */
  modes: SpinnerMode[];
  initialMode: SpinnerMode;
  frames: string[];
  /** §7 the external 360° viewer's address with the car's spin_code (spinEmbedAddress), or null. */
  embed: string | null;
  interiorImage: string | null;
  hotspots: { exterior: Hotspot[] | null; interior: Hotspot[] | null };
  /** The image gallery (Images mode). */
  gallery: ReactNode;
};

/**
 * §2 gallery and media: the Spin, Images and Interior buttons over the view they choose. A view
 * stays mounted once opened (hidden when another is chosen), so the spinner keeps its frame
 * and loaded images, and the gallery its photo.
 */
export function MediaViewer({
  title,
  modes,
  initialMode,
  frames,
  embed,
  interiorImage,
  hotspots,
  gallery,
}: Props) {
  const [mode, setMode] = useState<SpinnerMode>(initialMode);
  const [opened, setOpened] = useState<ReadonlySet<SpinnerMode>>(() => new Set([initialMode]));
  const choose = (next: SpinnerMode) => {
    setMode(next);
    setOpened((current) => new Set(current).add(next));
  };
  if (modes.length < 2) return <>{gallery}</>;
  return (
    <div className="space-y-2" data-testid="media-viewer" data-mode={mode}>
      <fieldset className="inline-flex rounded-lg border border-gray-300 bg-white p-1 shadow-sm">
        <legend className="sr-only">View</legend>
        {modes.map((m) => (
          <button
            key={m}
            type="button"
            aria-pressed={mode === m}
            onClick={() => choose(m)}
            className={`rounded-md px-4 py-1.5 text-sm font-semibold transition ${
              mode === m ? "bg-brand text-white shadow" : "text-gray-800 hover:bg-gray-100"
            }`}
          >
            {SPINNER_MODE_LABELS[m]}
          </button>
        ))}
      </fieldset>
      {opened.has("spin") && embed ? (
        <div hidden={mode !== "spin"}>
          <iframe
            src={embed}
            title={`360° view of ${title}`}
            allow="fullscreen; gyroscope; accelerometer"
            allowFullScreen
            loading="lazy"
            data-testid="spin-embed"
            className="aspect-[3/2] w-full rounded-lg border-0 bg-gray-100"
          />
        </div>
      ) : opened.has("spin") && frames.length > 0 ? (
        <div hidden={mode !== "spin"}>
          <Suspense fallback={<ViewLoading title="the 360° view" />}>
            <SpinViewer frames={frames} title={title} hotspots={hotspots.exterior} />
          </Suspense>
        </div>
      ) : null}
      <div hidden={mode !== "images"}>{gallery}</div>
      {opened.has("interior") && interiorImage ? (
        <div hidden={mode !== "interior"}>
          <Suspense fallback={<ViewLoading title="the interior view" />}>
            <InteriorView image={interiorImage} title={title} hotspots={hotspots.interior} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
