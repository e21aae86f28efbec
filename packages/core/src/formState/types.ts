/** One field's answer in a form state. */
export type FormFieldState = {
  /**
   * The value a save would validate at this path: the sent data over the stored document (on update), with
   * defaults (on create), field beforeValidate hooks and coercion applied. Absent when there is none.
   */
  value?: unknown;
  /** Whether the value passes the field's validator (built-in or its own `validate`). */
  valid: boolean;
  /** Why it does not, in the request's language; only when `valid` is `false`. */
  errorMessage?: string;
  /** Whether the field shows: its own `admin.condition` and those of every field and layout around it pass. */
  passesCondition: boolean;
};

/**
 * `POST /api/form-state`: one entry per data field, keyed by its path with row indexes (`title`,
 * `layout.0.columns.1.size`). Hidden fields and fields the caller may not read are left out.
 */
export type FormState = Record<string, FormFieldState>;
