/**
 * The text of a PDF, page by page, read with pdf.js (Mozilla's PDF reader; a dev dependency), so
 * tests check what a reader of the PDF sees rather than the bytes react-pdf happened to write.
 */
import { createRequire } from "node:module";
import path from "node:path";

const STANDARD_FONTS = path.join(path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")), "standard_fonts") + path.sep;

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: STANDARD_FONTS, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : "")).join(""));
  }
  await doc.destroy();
  return pages.join("\n\f");
}
