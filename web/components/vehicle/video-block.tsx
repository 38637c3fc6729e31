import type { CarVideo } from "@forecourt/core";
import { VideoSlide } from "./gallery";

/** §2 video block in the information column, when the car has a video. */
export function VideoBlock({ video, title }: { video: CarVideo; title: string }) {
  return (
    <section
      aria-labelledby="video-h"
      className="rounded-lg border border-gray-200 p-5"
      data-testid="video-block"
    >
      <h2 id="video-h" className="text-xl font-bold">
        Video
      </h2>
      <div className="mt-3 aspect-video overflow-hidden rounded-lg bg-black">
        <VideoSlide video={video} title={title} />
      </div>
    </section>
  );
}
