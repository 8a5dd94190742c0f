/** POST /api/messaging/contact/: the stored message, as the public contact dialog sent it. */
import * as v from 'valibot';

export const contactReceiptSchema = v.strictObject({
  id: v.number(),
  name: v.string(),
  email: v.string(),
});
export type ContactReceipt = v.InferOutput<typeof contactReceiptSchema>;
