/** Zod (mini) schemas of the values that cross Portico's boundaries and have a §5 rule. */
export { accountNameSchema } from './accountName.ts';
export { evmAddressSchema, solanaAddressSchema } from './addresses.ts';
export { caipAddressSchema, caipNetworkIdSchema } from './caip.ts';
export { evmChainIdSchema } from './chainId.ts';
export { emailSchema, otpSchema } from './emailLogin.ts';
export { socialProviderSchema, solanaPreflightCommitmentSchema, themeModeSchema } from './enums.ts';
export { signedMessageSchema, transactionHashSchema } from './hexValues.ts';
export { type WalletSendCall, walletSendCallSchema, walletSendCallsParamsSchema } from './walletSendCalls.ts';
