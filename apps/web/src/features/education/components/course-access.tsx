// Owned by the education work (issue 5): the user's course access on the dashboard.
export function CourseAccessCard() {
  return null;
}
