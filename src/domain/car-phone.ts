/**
 * The number to call about one car: its location's (the one for the car's type where the site
 * asks for phones by car type), else the first listed location's with a number. One rule for the
 * vehicle page, its print page and its PDF, so they never show different numbers.
 */
export interface PhoneLocation {
  phone: string | null;
  landlinePhone: string | null;
  phoneNew: string | null;
  phoneUsed: string | null;
  phoneDemo: string | null;
}

export function carPhone(car: { car_type: string }, location: PhoneLocation | null, fallback: readonly PhoneLocation[], byCarType: boolean): string | null {
  const pick = (l: PhoneLocation) => {
    const typed = byCarType ? (car.car_type === "new" ? l.phoneNew : car.car_type === "used" ? l.phoneUsed : car.car_type === "demo" ? l.phoneDemo : null) : null;
    return typed ?? l.phone ?? l.landlinePhone;
  };
  for (const l of [location, ...fallback]) {
    if (!l) continue;
    const p = pick(l);
    if (p) return p;
  }
  return null;
}
