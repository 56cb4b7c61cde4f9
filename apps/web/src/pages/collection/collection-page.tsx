/** Placeholder: the collection page is being built (issue 6). */
export default function CollectionPage() {
  return <h1>Collection</h1>;
}
