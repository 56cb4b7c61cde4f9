/** Placeholder: the guide page is being built (issue 6). */
export default function GuidePage() {
  return <h1>Guide</h1>;
}
