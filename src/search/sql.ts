/** A tiny builder for parameterised SQL text ($1, $2 …), so values never enter the SQL string. */
export class SqlParams {
  readonly values: unknown[] = [];

  /** Add a value and return its placeholder, cast when the type would be ambiguous. */
  add(value: unknown, cast?: string): string {
    this.values.push(value);
    return cast ? `$${this.values.length}::${cast}` : `$${this.values.length}`;
  }
}
