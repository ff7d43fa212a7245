export { requireCourseAccess } from "./access.ts";
export { sendAccessReminders } from "./access-reminders.ts";
export { courseRoutes } from "./course.routes.ts";
export { certificateExists } from "./course.service.ts";
export { courseAdminRoutes } from "./course-admin.routes.ts";
export { courseMediaRoutes } from "./course-media.routes.ts";
export { seedCourse } from "./course-seed.ts";
