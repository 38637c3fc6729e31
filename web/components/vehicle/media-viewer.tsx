"use client";

import type { Hotspot } from "@forecourt/core";
import { SPINNER_MODE_LABELS, type SpinnerMode } from "@forecourt/core/media/spinner-view";
import { type ReactNode, useState } from "react";
import { InteriorView } from "./spinner/interior-view";
import { SpinViewer } from "./spinner/spin-viewer";

type Props = {
  title: string;
  /** The modes the car offers (core spinnerModes) and the one to open on (defaultSpinnerMode). */
  modes: SpinnerMode[];
  initialMode: SpinnerMode;
  frames: string[];
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
      {opened.has("spin") && frames.length > 0 ? (
        <div hidden={mode !== "spin"}>
          <SpinViewer frames={frames} title={title} hotspots={hotspots.exterior} />
        </div>
      ) : null}
      <div hidden={mode !== "images"}>{gallery}</div>
      {opened.has("interior") && interiorImage ? (
        <div hidden={mode !== "interior"}>
          <InteriorView image={interiorImage} title={title} hotspots={hotspots.interior} />
        </div>
      ) : null}
    </div>
  );
}
