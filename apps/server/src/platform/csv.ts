// CSV exports (RFC 4180): a header and rows streamed as text/csv, so a long export starts at once
// and never sits whole in memory. A cell starting with = + - @ is prefixed with ' so a spreadsheet
// never runs it as a formula (CSV injection); numbers are written as they are.
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export type Cell = string | number | boolean | null | undefined;

function cell(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly Cell[]): string {
  return `${values.map(cell).join(',')}\r\n`;
}

export function sendCsv(reply: FastifyReply, filename: string, header: readonly string[], rows: Iterable<readonly Cell[]> | AsyncIterable<readonly Cell[]>): FastifyReply {
  async function* lines() {
    yield csvLine(header);
    for await (const row of rows) yield csvLine(row);
  }
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(lines()));
}
