import type { User } from '@feria/domain/schemas/api-types';
import type { SessionUser } from '../../http/access.ts';

/** The `User` of API.md: a Google picture only when there is one. */
export function toUserDto({ picture, ...rest }: SessionUser): User {
  return picture ? { ...rest, picture } : rest;
}
