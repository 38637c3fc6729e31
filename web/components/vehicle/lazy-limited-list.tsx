"use client";

import { type ComponentProps, lazy } from "react";
import type { LimitedList } from "./limited-list";
import { WhenNear } from "./when-near";

// Only sites with a limited list render it, near the foot of the page: its code is fetched as
// it nears the viewport rather than shipped in every vehicle page's first load.
const List = lazy(() => import("./limited-list").then((m) => ({ default: m.LimitedList })));

/** §7 the limited list, loaded as it nears the viewport. */
export function LazyLimitedList(props: ComponentProps<typeof LimitedList>) {
  return (
    <WhenNear title={props.heading} minHeight="" framed={false}>
      <List {...props} />
    </WhenNear>
  );
}
