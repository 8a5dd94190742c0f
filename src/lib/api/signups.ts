/** Answers of the public sign-up forms (src/server/signups/): each send answers its receipt. */
import * as v from 'valibot';

/** 201 of every sign-up form: the stored submission's number (the same for a repeated send). */
export const signupReceiptSchema = v.strictObject({ id: v.number() });
export type SignupReceipt = v.InferOutput<typeof signupReceiptSchema>;
