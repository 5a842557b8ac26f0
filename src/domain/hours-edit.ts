/**
 * Opening hours as staff edit them in the console (issue 20, point 5): a week of open/closed days
 * with their times, and special days (public holidays, stocktake) that override the week on their
 * date (src/domain/opening-hours.ts reads both for shoppers and for test-drive slots). The form is
 * read here, every problem named by its field; the site file's schemas check the result again
 * before it is stored, so the console cannot store hours a site file could not hold.
 */
import { WEEKDAY_NAMES } from "./opening-hours";

export const MAX_SPECIAL_DAYS = 60;
export const SPECIAL_NAME_MAX = 60;

export interface WeekDayHours {
  weekday: number;
  status: "Open" | "Closed";
  open: string | null;
  close: string | null;
}

export interface SpecialDayHours {
  date: string;
  name: string | null;
  status: "Open" | "Closed";
  start_hour: string | null;
  end_hour: string | null;
}

type Problem = { field: string; message: string };

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function realDate(ymd: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === ymd;
}

/** Open needs both times, the close after the open; closed keeps no times. */
function readTimes(label: string, status: string | undefined, open: string | undefined, close: string | undefined, fields: { status: string; open: string; close: string }, problems: Problem[]): { status: "Open" | "Closed"; open: string | null; close: string | null } | null {
  if (status !== "Open" && status !== "Closed") {
    problems.push({ field: fields.status, message: `${label}: choose open or closed` });
    return null;
  }
  if (status === "Closed") return { status, open: null, close: null };
  const o = (open ?? "").trim();
  const c = (close ?? "").trim();
  if (!TIME.test(o)) {
    problems.push({ field: fields.open, message: `${label}: the opening time is like 08:30` });
    return null;
  }
  if (!TIME.test(c)) {
    problems.push({ field: fields.close, message: `${label}: the closing time is like 17:30` });
    return null;
  }
  if (c <= o) {
    problems.push({ field: fields.close, message: `${label}: the closing time must be after the opening time` });
    return null;
  }
  return { status, open: o, close: c };
}

/**
 * Read the editor's form: `status_{0-6}`, `open_{d}`, `close_{d}` for the week (0 is Sunday), and
 * `special_date_{i}`, `special_name_{i}`, `special_status_{i}`, `special_start_{i}`,
 * `special_end_{i}` for special days (a row with no date is left out). Special days come back in
 * date order; one date may appear once.
 */
export function readHoursForm(form: Record<string, string | undefined>): { ok: true; week: WeekDayHours[]; special: SpecialDayHours[] } | { ok: false; errors: Problem[] } {
  const problems: Problem[] = [];
  const week: WeekDayHours[] = [];
  for (let d = 0; d < 7; d++) {
    const t = readTimes(WEEKDAY_NAMES[d]!, form[`status_${d}`], form[`open_${d}`], form[`close_${d}`], { status: `status_${d}`, open: `open_${d}`, close: `close_${d}` }, problems);
    if (t) week.push({ weekday: d, ...t });
  }
  const special: SpecialDayHours[] = [];
  const seen = new Set<string>();
  const rows = Object.keys(form)
    .map((k) => /^special_date_(\d{1,3})$/.exec(k)?.[1])
    .filter((i): i is string => i !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
  for (const i of rows) {
    const date = (form[`special_date_${i}`] ?? "").trim();
    if (!date) continue;
    if (!realDate(date)) {
      problems.push({ field: `special_date_${i}`, message: `Special day ${i + 1}: a date like 2026-12-25` });
      continue;
    }
    if (seen.has(date)) {
      problems.push({ field: `special_date_${i}`, message: `${date} is listed twice` });
      continue;
    }
    seen.add(date);
    const name = (form[`special_name_${i}`] ?? "").trim();
    if (name.length > SPECIAL_NAME_MAX) {
      problems.push({ field: `special_name_${i}`, message: `${date}: the name is at most ${SPECIAL_NAME_MAX} characters` });
      continue;
    }
    const t = readTimes(date, form[`special_status_${i}`], form[`special_start_${i}`], form[`special_end_${i}`], { status: `special_status_${i}`, open: `special_start_${i}`, close: `special_end_${i}` }, problems);
    if (t) special.push({ date, name: name || null, status: t.status, start_hour: t.open, end_hour: t.close });
  }
  if (special.length > MAX_SPECIAL_DAYS) problems.push({ field: "special_date_0", message: `At most ${MAX_SPECIAL_DAYS} special days` });
  if (problems.length) return { ok: false, errors: problems };
  return { ok: true, week, special: special.sort((a, b) => a.date.localeCompare(b.date)) };
}
