/** Questions and answers as disclosure widgets (keyboard usable without script). */
export function FaqList({ items }: { items: Array<[string, string]> }) {
  return (
    <div
      className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white"
      data-testid="faq-list"
    >
      {items.map(([question, answer]) => (
        <details key={question} className="p-4">
          <summary className="cursor-pointer font-semibold">{question}</summary>
          <p className="mt-2 text-gray-700">{answer}</p>
        </details>
      ))}
    </div>
  );
}
