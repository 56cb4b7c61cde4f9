/** The Orrery mark: a star with two orbits. */
export function LogoMark({ className = 'h-8 w-8' }: { className?: string }) {
  return <img src="/icon.svg" alt="" className={className} />;
}
