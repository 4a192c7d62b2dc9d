import type { FastifyRequest } from 'fastify';

/**
 * Route option for endpoints that need a logged-in user: the login check runs before body
 * validation, so a visitor always gets -1 (the login dialog) rather than a form message.
 */
export const loginFirst = {
  preValidation: async (request: FastifyRequest): Promise<void> => {
    await request.requireUser();
  },
};
