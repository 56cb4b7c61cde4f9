/** A value hidden until the system is discovered: a blurred `Unknown` (docs/spec.md §2). */
export function UnknownValue() {
  return (
    <span className="unknown-value" title="Unknown until the system is discovered">
      Unknown
    </span>
  );
}
