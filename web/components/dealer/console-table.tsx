import type { ReactNode } from "react";

/**
 * The console's list of records: a table on wider screens, one card per row on phones (the
 * cells stack, each with its column's name; globals.css `.console-table`). One DOM for both,
 * so ids and labels inside rows stay unique.
 */
export function ConsoleTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  /** Each column's heading: its name, or (a sortable list) a link carrying it. */
  columns: readonly ReactNode[];
  children: ReactNode;
}) {
  return (
    <div className="md:overflow-x-auto">
      <table className="console-table w-full border-collapse text-left md:min-w-[40rem] md:bg-white">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b">
            {columns.map((column, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed per table.
              <th key={i} scope="col" className="p-2">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** One cell; `label` is its column's name, shown above the value in the phone card. */
export function Cell({
  label,
  children,
  className = "",
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <td data-label={label} className={`p-2 ${className}`}>
      {children}
    </td>
  );
}
