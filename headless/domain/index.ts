/**
 * The domain core: pure rules and data of the spec with no I/O. Constants (§9), the error catalogue
 * (§8), CAIP ids, addresses and other §5 rules, the networks registry, RPC method classes and origin
 * matching (§6), and display formatting (§2, §9).
 */
export * from './accountName.ts';
export * from './accountTypes.ts';
export * from './addresses.ts';
export * from './authenticateParams.ts';
export * from './caip.ts';
export * from './coinType.ts';
export * from './constants.ts';
export * from './display.ts';
export * from './emailCooldown.ts';
export * from './errors.ts';
export * from './hexValues.ts';
export * from './namespaceFeatures.ts';
export * from './networks.ts';
export * from './origins.ts';
export * from './rpcMethods.ts';
export * from './sendInput.ts';
export * from './socialProviders.ts';
export * from './solanaCommitment.ts';
export * from './themeMode.ts';
