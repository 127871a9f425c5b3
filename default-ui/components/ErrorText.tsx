/** A view's error (§8 text), announced when it appears; nothing without one. */
export function ErrorText({ error }: { error: string | null | undefined }) {
  return error ? (
    <p className="portico-error-text" role="alert">
      {error}
    </p>
  ) : null;
}
