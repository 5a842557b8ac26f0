/**
 * Streaming readers for stock feeds: a JSON array (`.json`, application/json), one JSON object
 * per line (`.ndjson`/`.jsonl`, application/x-ndjson) and CSV with a header row (`.csv`,
 * text/csv). Each yields `FeedEntry`s one at a time, so a 100,000-row file is never held in
 * memory whole.
 *
 * Row numbers, 1-based, are what a person fixing the feed looks for:
 * - JSON array: the element's position in the array;
 * - NDJSON: the line number (blank lines are skipped but counted);
 * - CSV: the data record's position, the header excluded (so row 1 is the record after the
 *   header, whatever line a quoted multi-line cell puts it on).
 *
 * A row that cannot be read (a malformed NDJSON line or JSON element, a CSV record with the
 * wrong number of cells or one csv-parse cannot read, a row over 1 MB) is yielded as an entry
 * with an `error`, and the reader goes on: the good rows around it are kept. A quote inside an
 * unquoted CSV cell (`Has 17" alloy wheels`) is read as the text it is. NUL and lone surrogates
 * are left to parseFeedRow (src/stock/feed-row.ts), which applies the one text rule to every row.
 * A feed whose structure is broken (not an array, cut off before `]`, an unknown CSV column)
 * throws `FeedFormatError`: what follows cannot be trusted.
 */
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as NodeWebReadableStream } from "node:stream/web";
import { parse as parseCsv } from "csv-parse";
import { ValidationError } from "../platform/errors";
import { FEED_FIELDS } from "./feed-row";
import type { FeedMapper, MappingReport } from "./feed-mapping";

export type FeedFormat = "json" | "ndjson" | "csv";

/** One row of a feed, numbered as the feed's author counts them. */
export class FeedEntry {
  constructor(
    readonly row: number,
    readonly value: unknown,
    /** Set when the row could not be read at all; `value` is then undefined. */
    readonly error?: string,
  ) {}
}

/** The feed as a whole is unreadable. `field` names the column or is "(feed)". */
export class FeedFormatError extends ValidationError {
  constructor(message: string, field = "(feed)") {
    super([{ field, message }]);
    this.name = "FeedFormatError";
  }
}

/** Rows larger than this are refused (and not buffered), so one bad row cannot exhaust memory. */
export const MAX_ROW_CHARS = 1_000_000;

export function feedFormatFromPath(file: string): FeedFormat | null {
  const ext = path.extname(file).toLowerCase();
  if (ext === ".json") return "json";
  if (ext === ".ndjson" || ext === ".jsonl") return "ndjson";
  if (ext === ".csv") return "csv";
  return null;
}

export function feedFormatFromContentType(contentType: string | null | undefined): FeedFormat | null {
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "application/json") return "json";
  if (type === "application/x-ndjson" || type === "application/ndjson" || type === "application/jsonl" || type === "application/x-jsonlines") {
    return "ndjson";
  }
  if (type === "text/csv" || type === "application/csv") return "csv";
  return null;
}

export interface ReadFeedOptions {
  /**
   * A column mapping for a CSV in a dealer's own layout (src/stock/feed-mapping.ts); its report also
   * records which decoding the file's bytes were read with.
   */
  mapper?: FeedMapper;
}

type Encoding = NonNullable<MappingReport["encoding"]>;

/** Where the decoding used is told: the mapper's report, when there is one. */
const encodingNote = (opts: ReadFeedOptions) => (opts.mapper ? (e: Encoding) => void (opts.mapper!.report.encoding = e) : undefined);

/** Read a feed file; the format comes from its extension unless given. */
export function readFeedFile(file: string, format = feedFormatFromPath(file), opts: ReadFeedOptions = {}): AsyncIterable<FeedEntry> {
  if (!format) throw new FeedFormatError(`Cannot tell the feed format of "${path.basename(file)}": use .json, .ndjson or .csv`, "file");
  const stream = fs.createReadStream(file, { highWaterMark: 256 * 1024 });
  return readFeedText(Readable.from(decodeFeedBytes(stream, encodingNote(opts))), format, opts);
}

/** Read a feed from a web stream (a request body) or a Node stream of bytes. */
export function readFeedStream(body: ReadableStream<Uint8Array> | Readable | null, format: FeedFormat, opts: ReadFeedOptions = {}): AsyncIterable<FeedEntry> {
  const node = body === null ? Readable.from([]) : body instanceof Readable ? body : Readable.fromWeb(body as unknown as NodeWebReadableStream);
  return readFeedText(Readable.from(decodeFeedBytes(node, encodingNote(opts))), format, opts);
}

/** Read a feed from text chunks (decoded strings). A mapper applies to CSV feeds. */
export function readFeedText(chunks: AsyncIterable<string> | Readable, format: FeedFormat, opts: Pick<ReadFeedOptions, "mapper"> = {}): AsyncIterable<FeedEntry> {
  if (format === "json") return readJsonArray(chunks as AsyncIterable<string>);
  if (format === "ndjson") return readNdjson(chunks as AsyncIterable<string>);
  return readCsv(chunks, opts.mapper);
}

/**
 * Windows-1252's 0x80–0x9F (where it differs from Latin-1: curly quotes, dashes, €, …), by byte.
 * Node's TextDecoder reads the "windows-1252" label as plain Latin-1, which would turn `’` (0x92)
 * into an invisible control character; the other bytes are the same in both.
 */
const CP1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

/** One chunk of Windows-1252 bytes as text (a single-byte code page: chunks decode on their own). */
function decodeWindows1252(bytes: Uint8Array): string {
  let out = "";
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    out += b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80]! : String.fromCharCode(b);
  }
  return out;
}

/** How much of a file is looked at to tell UTF-8 from a Windows code page. */
const SNIFF_BYTES = 64 * 1024;

/**
 * The text of a feed's bytes. UTF-8 (with or without a BOM) is read as such; a file whose bytes
 * are not valid UTF-8 is a Windows-1252 export (what Excel and most DMSs on Windows write: `’` is
 * byte 0x92), decoded as that instead of becoming U+FFFD. The first 64 KB decide; should invalid
 * UTF-8 appear only later, the rest of the file is read as Windows-1252. `onEncoding` is told the
 * decoding used (the import report names it).
 */
export async function* decodeFeedBytes(chunks: AsyncIterable<Uint8Array | string>, onEncoding?: (encoding: Encoding) => void): AsyncGenerator<string> {
  let head: Uint8Array[] = [];
  let headLength = 0;
  /** The UTF-8 decoder while the file reads as UTF-8; null once it is Windows-1252. */
  let decoder: TextDecoder | null = null;
  let decided = false;
  const decide = (sample: Uint8Array) => {
    decided = true;
    try {
      new TextDecoder("utf-8", { fatal: true }).decode(sample, { stream: true });
      decoder = new TextDecoder("utf-8", { fatal: true });
      onEncoding?.("utf-8");
    } catch {
      onEncoding?.("windows-1252");
    }
  };
  const decode = (bytes: Uint8Array, last: boolean): string => {
    if (!decoder) return decodeWindows1252(bytes);
    try {
      return decoder.decode(bytes, { stream: !last });
    } catch {
      // Invalid UTF-8 past the sample: the rest is read as Windows-1252.
      decoder = null;
      onEncoding?.("windows-1252");
      return decodeWindows1252(bytes);
    }
  };
  for await (const chunk of chunks) {
    const bytes = typeof chunk === "string" ? new TextEncoder().encode(chunk) : chunk;
    if (!decided) {
      head.push(bytes);
      headLength += bytes.length;
      if (headLength < SNIFF_BYTES) continue;
      const sample = Buffer.concat(head);
      head = [];
      decide(sample);
      yield decode(sample, false);
      continue;
    }
    yield decode(bytes, false);
  }
  if (!decided) {
    const sample = Buffer.concat(head);
    decide(sample);
    yield decode(sample, true);
  } else {
    yield decode(new Uint8Array(0), true);
  }
}

function parseJsonValue(text: string): { value: unknown } | { error: string } {
  try {
    return { value: JSON.parse(text) };
  } catch (e) {
    return { error: `Not valid JSON: ${(e as Error).message}` };
  }
}

const tooBig = `Row larger than ${MAX_ROW_CHARS} characters`;

async function* readNdjson(chunks: AsyncIterable<string>): AsyncGenerator<FeedEntry> {
  let line = 1;
  let parts: string[] = [];
  let length = 0;
  let overflow = false;
  const finish = (): FeedEntry | null => {
    const text = parts.join("");
    const n = line;
    parts = [];
    length = 0;
    if (overflow) {
      overflow = false;
      return new FeedEntry(n, undefined, tooBig);
    }
    if (text.trim() === "") return null;
    const parsed = parseJsonValue(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    return "value" in parsed ? new FeedEntry(n, parsed.value) : new FeedEntry(n, undefined, parsed.error);
  };
  for await (const chunk of chunks) {
    let start = 0;
    for (;;) {
      const nl = chunk.indexOf("\n", start);
      const piece = chunk.slice(start, nl === -1 ? undefined : nl);
      if (!overflow) {
        length += piece.length;
        if (length > MAX_ROW_CHARS) {
          overflow = true;
          parts = [];
        } else parts.push(piece);
      }
      if (nl === -1) break;
      const entry = finish();
      if (entry) yield entry;
      line++;
      start = nl + 1;
    }
  }
  const last = finish();
  if (last) yield last;
}

const WS = new Set([0x20, 0x09, 0x0a, 0x0d, 0xfeff]);

/**
 * A JSON array read element by element. The scanner tracks strings and nesting only to find
 * where each element ends; JSON.parse then reads the element, so a malformed element is one
 * rejected row while the array around it stays readable.
 */
async function* readJsonArray(chunks: AsyncIterable<string>): AsyncGenerator<FeedEntry> {
  type State = "start" | "before-element" | "element" | "after-element" | "done";
  let state: State = "start";
  let row = 0;
  let line = 1;
  // The element being read.
  let parts: string[] = [];
  let length = 0;
  let overflow = false;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let scalar = false;
  let sawAny = false;

  const where = () => `line ${line}`;
  const emit = (): FeedEntry => {
    const text = parts.join("");
    parts = [];
    length = 0;
    if (overflow) {
      overflow = false;
      return new FeedEntry(row, undefined, tooBig);
    }
    const parsed = parseJsonValue(text);
    return "value" in parsed ? new FeedEntry(row, parsed.value) : new FeedEntry(row, undefined, parsed.error);
  };

  for await (const chunk of chunks) {
    let elementStart = state === "element" ? 0 : -1;
    const keep = (end: number) => {
      if (overflow || elementStart < 0) return;
      length += end - elementStart;
      if (length > MAX_ROW_CHARS) {
        overflow = true;
        parts = [];
      } else parts.push(chunk.slice(elementStart, end));
    };
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk.charCodeAt(i);
      if (c === 0x0a) line++;
      switch (state) {
        case "start":
          if (WS.has(c)) continue;
          sawAny = true;
          if (c !== 0x5b /* [ */) {
            throw new FeedFormatError(
              c === 0x7b ? "A .json feed must be a JSON array of rows, not one object (use NDJSON for one object per line)" : `Expected a JSON array of rows ([ … ]) at ${where()}`,
            );
          }
          state = "before-element";
          continue;
        case "before-element":
          if (WS.has(c) || c === 0x2c /* , tolerated: [ , {…} ] and a trailing comma */) continue;
          if (c === 0x5d /* ] */) {
            state = "done";
            continue;
          }
          state = "element";
          row++;
          elementStart = i;
          depth = 0;
          inString = false;
          escaped = false;
          scalar = false;
          if (c === 0x7b || c === 0x5b) depth = 1;
          else if (c === 0x22) inString = true;
          // A bare number or literal (or junk) runs to the next separator; JSON.parse judges it.
          else scalar = true;
          continue;
        case "element":
          if (scalar) {
            if (c === 0x2c || c === 0x5d || WS.has(c)) {
              keep(i);
              elementStart = -1;
              yield emit();
              state = c === 0x5d ? "done" : c === 0x2c ? "before-element" : "after-element";
            }
            continue;
          }
          if (inString) {
            if (escaped) escaped = false;
            else if (c === 0x5c /* \ */) escaped = true;
            else if (c === 0x22) {
              inString = false;
              if (depth === 0) {
                keep(i + 1);
                elementStart = -1;
                yield emit();
                state = "after-element";
              }
            }
            continue;
          }
          if (c === 0x22) inString = true;
          else if (c === 0x7b || c === 0x5b) depth++;
          else if (c === 0x7d || c === 0x5d) {
            depth--;
            if (depth === 0) {
              keep(i + 1);
              elementStart = -1;
              yield emit();
              state = "after-element";
            }
          }
          continue;
        case "after-element":
          if (WS.has(c)) continue;
          if (c === 0x2c) state = "before-element";
          else if (c === 0x5d) state = "done";
          else throw new FeedFormatError(`Expected , or ] after row ${row} at ${where()}`);
          continue;
        case "done":
          if (!WS.has(c)) throw new FeedFormatError(`Unexpected text after the closing ] at ${where()}`);
          continue;
      }
    }
    if (state === "element") keep(chunk.length);
  }
  if (state === "element" && scalar) {
    yield emit();
    state = "after-element";
  }
  if (!sawAny) throw new FeedFormatError("The feed is empty: expected a JSON array of rows");
  if ((state as State) !== "done") throw new FeedFormatError(`The feed ended before its closing ] (after row ${row}): was it cut off?`);
}

async function* readCsv(chunks: AsyncIterable<string> | Readable, mapper?: FeedMapper): AsyncGenerator<FeedEntry> {
  // Records csv-parse could not read, each with how many records (header included) came before it,
  // so that it is reported in its place among the rows.
  const skipped: Array<{ after: number; message: string }> = [];
  const parser = parseCsv({
    bom: true,
    // Both line endings, even mixed: spreadsheets end rows with CRLF and lines inside a cell with LF.
    record_delimiter: ["\r\n", "\n"],
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    on_skip: (err) => {
      skipped.push({ after: parser.info.records, message: err?.message ?? "unreadable record" });
    },
    info: true,
    // Spaces before a cell are dropped by the parser, so ` "a, b"` is still a quoted cell; spaces
    // after one are trimmed below (csv-parse's rtrim stops reading the chunk at `"a" x`, losing
    // the good rows after it).
    ltrim: true,
    max_record_size: MAX_ROW_CHARS,
  });
  const source = chunks instanceof Readable ? chunks : Readable.from(chunks);
  source.on("error", (err) => parser.destroy(err));
  source.pipe(parser);
  let header: string[] | null = null;
  let row = 0;
  /** The unreadable records that came before record number `before` (all of them when undefined). */
  function* unreadable(before?: number): Generator<FeedEntry> {
    while (skipped.length > 0 && (before === undefined || skipped[0]!.after < before)) {
      const { after, message } = skipped.shift()!;
      if (after === 0) throw new FeedFormatError(`The CSV header row cannot be read: ${message}`, "(header)");
      row++;
      yield new FeedEntry(row, undefined, `This row cannot be read as CSV: ${message}`);
    }
  }
  try {
    for await (const { record: cells, info } of parser as AsyncIterable<{ record: string[]; info: { records: number } }>) {
      yield* unreadable(info.records);
      const record = cells.map((cell) => cell.trimEnd());
      if (!header) {
        header = record;
        if (mapper) {
          // A dealer's own layout: the mapping says which column is which; unknown columns are reported, not refused.
          const problem = mapper.useHeader(header)[0];
          if (problem) throw new FeedFormatError(problem.message, problem.field);
          continue;
        }
        const seen = new Set<string>();
        for (const h of header) {
          if (!FEED_FIELDS.has(h)) throw new FeedFormatError(`Unknown column "${h}" in the CSV header (check the spelling against the feed fields)`, h || "(header)");
          if (seen.has(h)) throw new FeedFormatError(`Column "${h}" appears twice in the CSV header`, h);
          seen.add(h);
        }
        for (const required of ["dealership_slug", "stocknum"]) {
          if (!seen.has(required)) throw new FeedFormatError(`The CSV header has no "${required}" column`, required);
        }
        continue;
      }
      row++;
      if (record.length !== header.length) {
        yield new FeedEntry(row, undefined, `Expected ${header.length} cells as in the header, found ${record.length}`);
        continue;
      }
      const value: Record<string, string> = {};
      header.forEach((h, i) => {
        value[h] = record[i]!;
      });
      yield new FeedEntry(row, mapper ? mapper.mapRow(row, value) : value);
    }
    if (header) yield* unreadable();
  } catch (err) {
    if (err instanceof FeedFormatError) throw err;
    const e = err as { code?: string; message?: string };
    if (typeof e.code === "string" && e.code.startsWith("CSV_")) throw new FeedFormatError(`CSV cannot be read after row ${row}: ${e.message}`);
    throw err;
  } finally {
    source.unpipe(parser);
    if (!source.destroyed) source.destroy();
  }
  if (!header) throw new FeedFormatError(skipped.length > 0 ? `The CSV header row cannot be read: ${skipped[0]!.message}` : "The CSV feed is empty: expected a header row naming the fields");
}
