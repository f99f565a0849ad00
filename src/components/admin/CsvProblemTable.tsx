/** A CSV check's problems, one row each, by the file's line and column: the console's CSV imports share it. */
export default function CsvProblemTable({ problems }: { problems: readonly { line: number; column: string; message: string }[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Problems in the file, by line and column</caption>
        <thead className="bg-paper">
          <tr>
            <th scope="col" className="px-2 py-2">Line</th>
            <th scope="col" className="px-2 py-2">Column</th>
            <th scope="col" className="px-2 py-2">Problem</th>
          </tr>
        </thead>
        <tbody>
          {problems.map((p, i) => (
            <tr key={i} className="border-t border-line">
              <td className="tabular px-2 py-2 align-top">{p.line}</td>
              <td className="px-2 py-2 align-top font-mono">{p.column}</td>
              <td className="px-2 py-2 align-top">{p.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
