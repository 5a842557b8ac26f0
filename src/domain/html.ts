/** Text made safe to put in HTML, in an element or a double-quoted attribute (the e-mails we write). */
export function escapeHtml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
