/** A plain-text table: a header row, a rule, and one padded line per row. */
export function formatTable(header, lines) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => String(line[column]).length)),
  );
  const format = (cells) => cells.map((cell, column) => String(cell).padEnd(widths[column])).join('  ');
  return [format(header), format(widths.map((width) => '-'.repeat(width))), ...lines.map(format)].join('\n');
}
