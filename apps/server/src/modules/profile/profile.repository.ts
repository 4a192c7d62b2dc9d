import type { NeedFormInput } from '@boguan/contracts/profile.api';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Stores an answered questionnaire and turns the welcome prompt off, together. */
export async function saveQuestionnaire(
  db: Kysely<Database>,
  input: { userId: number; form: NeedFormInput; industry: string; now: Date },
): Promise<void> {
  const { form } = input;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('questionnaires')
      .values({
        user_id: input.userId,
        identity_type: form.identity_type,
        identity_other: form.identity_other,
        needs: JSON.stringify(form.need),
        reason_other: form.reason_other,
        staff_service: form.staff_service,
        tel: form.tel,
        find_budget: form.find_budget,
        ad_budget: form.ad_budget,
        contact: form.contact,
        email: form.email,
        weixin: form.weixin,
        company: form.company,
        industry: input.industry,
        remark: form.remark,
        created_at: input.now,
      })
      .execute();
    await trx
      .updateTable('users')
      .set({ show_welcome: false, updated_at: input.now })
      .where('id', '=', input.userId)
      .execute();
  });
}

/** The welcome questionnaire is not offered to this user again. */
export async function stopOfferingWelcome(db: Kysely<Database>, userId: number, now: Date): Promise<void> {
  await db.updateTable('users').set({ show_welcome: false, updated_at: now }).where('id', '=', userId).execute();
}
