/**
 * MyInvois's standard error shape (docs/e-invoicing.md, Errors): one `error` object with the
 * property it concerns, a code, the English and Malay texts and the errors inside it.
 */
export type SimulatorError = {
  propertyName: string | null;
  propertyPath: string | null;
  errorCode: string;
  error: string;
  errorMS: string;
  target: string | null;
  innerError: SimulatorError[] | null;
};

export const simulatorError = (
  errorCode: string,
  error: string,
  errorMS: string,
  at: { propertyName?: string; propertyPath?: string; innerError?: SimulatorError[] } = {},
): SimulatorError => ({
  propertyName: at.propertyName ?? null,
  propertyPath: at.propertyPath ?? null,
  errorCode,
  error,
  errorMS,
  target: at.propertyName ?? null,
  innerError: at.innerError ?? null,
});

export const errorBody = (error: SimulatorError) => ({ error });
