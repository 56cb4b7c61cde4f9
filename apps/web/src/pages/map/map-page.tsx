/** Placeholder: the map page is being built (issue 6). */
export default function MapPage() {
  return <h1>Map</h1>;
}
