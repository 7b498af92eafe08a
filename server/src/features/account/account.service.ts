import { DEFAULT_MARRIAGE_STATUS, MARRIAGE_STATUSES, type MyInfo } from '@krug/contract/my-info';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { Unauthorized } from '../../platform/errors.ts';
import { TOKEN_TEXTS } from '../../platform/jwt.ts';
import { usersRepo } from '../users/users.repo.ts';

const isMarriageStatus = (v: string): v is MyInfo['marriage_status'] =>
  (MARRIAGE_STATUSES as readonly string[]).includes(v);

export function toMyInfo(row: UserRow): MyInfo {
  return {
    first_name: row.firstName,
    last_name: row.lastName,
    middle_name: row.middleName,
    name_alias: row.nameAlias,
    phone: row.phone,
    email: row.email,
    gender: row.gender,
    date_of_birth: row.dateOfBirth,
    address_street: row.addressStreet,
    address_city: row.addressCity,
    address_state: row.addressState,
    address_country: row.addressCountry,
    address_postal_code: row.addressPostalCode,
    marriage_status: isMarriageStatus(row.marriageStatus) ? row.marriageStatus : DEFAULT_MARRIAGE_STATUS,
    spouse_name: row.spouseName,
    spouse_phone: row.spousePhone,
  };
}

export function createAccountService(db: Db) {
  return {
    async myInfo(userId: string): Promise<MyInfo> {
      const row = await usersRepo.findById(db, userId);
      if (!row) throw new Unauthorized(TOKEN_TEXTS.invalid);
      return toMyInfo(row);
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
