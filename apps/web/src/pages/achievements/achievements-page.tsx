/** Placeholder: the achievements page is being built (issue 6). */
export default function AchievementsPage() {
  return <h1>Achievements</h1>;
}
