import { MESSAGES, type TUser, ZIdParams, ZUser } from "@vaultline/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error.ts";
import { envelope, errors, ok, security } from "../../lib/http.ts";
import { currentUser, requireUser } from "../../plugins/auth.ts";
import { toUserDto } from "./users.dto.ts";
import { findUserById, type UserRow } from "./users.service.ts";

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  // A signed-in user's row comes from the user cache, one frozen object until the user changes
  // (user-cache.ts): its answer's data is made once per row, not on every call.
  const userDtos = new WeakMap<UserRow, TUser>();
  const userDtoOf = (row: UserRow): TUser => {
    let dto = userDtos.get(row);
    if (!dto) {
      dto = toUserDto(row);
      userDtos.set(row, dto);
    }
    return dto;
  };

  app.get(
    "/user",
    {
      preHandler: requireUser,
      schema: {
        tags: ["users"],
        summary: "The signed-in user",
        security,
        response: { 200: envelope(ZUser), ...errors(401) },
      },
    },
    async (request) => ok(200, "User gotten", userDtoOf(currentUser(request))),
  );

  app.get(
    "/user/:id",
    {
      preHandler: requireUser,
      schema: {
        tags: ["users"],
        summary: "One user: yourself, or anyone for admins",
        security,
        params: ZIdParams,
        response: { 200: envelope(ZUser), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = currentUser(request);
      if (viewer.id !== request.params.id && !viewer.isAdmin) throw new AppError("FORBIDDEN", MESSAGES.forbidden);
      const user = await findUserById(app.db, request.params.id);
      if (!user) throw new AppError("NOT_FOUND", "User not found");
      return ok(200, "User gotten", toUserDto(user));
    },
  );
};
