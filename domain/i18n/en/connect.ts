/** Texts of the connect views and components. Keys start with `connect.`. */
export const CONNECT_MESSAGES = {
  // Connect view: the names of its sections and of the wallet list (read by screen readers).
  'connect.socialSection': 'Social',
  'connect.wallets': 'Wallets',
  // The entry that opens the full wallet directory (also the name of that view's title).
  'connect.allWallets': 'All Wallets',
  // Short tags after a wallet's name in the list.
  'connect.tag.qrCode': 'QR Code',
  'connect.tag.recent': 'Recent',
  'connect.tag.installed': 'Installed',
  'connect.tag.multiChain': 'Multi-chain',

  // Social login buttons; {provider} is a brand name such as "Google".
  'connect.social.list': 'Social logins',
  'connect.social.continueWith': 'Continue with {provider}',
  'connect.social.comingLater': 'Sign-in with {provider} arrives in a later version',

  // The email field's example address (a placeholder, never sent).
  'connect.email.placeholder': 'you@example.com',
  // Heading while the visitor approves this device from a link in their mailbox.
  'connect.email.approveDevice': 'Approve this device',
  // {email} is the visitor's address, shown in bold.
  'connect.email.approveDeviceHint':
    'We sent an email to {email}. Open the approval link in it to approve this device; a code follows.',
  'connect.email.waitingForApproval': 'Waiting for the approval',
  // {email} is the visitor's address, shown in bold.
  'connect.email.enterCode': 'Enter the code we sent to {email}.',
  // Button: back to typing another email address.
  'connect.email.changeEmail': 'Change email',
  'connect.email.connecting': 'Connecting',

  // The one-time code field's label.
  'connect.code.label': 'Code',
  'connect.code.checking': 'Checking the code',
  'connect.code.sending': 'Sending the code',
  // Button: mail the code again.
  'connect.code.resend': 'Resend code',
  // The wait before the code can be mailed again (§5); English keeps the spec's text for every number.
  'connect.code.cooldown': '{seconds, plural, other {Please try again after # seconds}}',

  // All Wallets view: the search field (label read by screen readers, placeholder shown in it).
  'connect.list.searchLabel': 'Search wallets',
  'connect.list.searchPlaceholder': 'Search wallet',
  // {query} is what the visitor typed.
  'connect.list.noResults': 'No wallet found for “{query}”',
  'connect.list.empty': 'No wallets available',
  // Button: the next page of the directory, and its text while that page loads.
  'connect.list.loadMore': 'Load more wallets',
  'connect.list.loadingMore': 'Loading…',

  // Connecting to a wallet in the page; {name} is the wallet's name. The "…Unknown" forms stand in
  // when the wallet is no longer known.
  'connect.external.continueIn': 'Continue in {name}',
  'connect.external.continueInUnknown': 'Continue in your wallet',
  'connect.external.connectedTo': 'Connected to {name}',
  'connect.external.connectedToUnknown': 'Connected to your wallet',
  'connect.external.acceptRequest': 'Accept the connection request in {name}.',
  'connect.external.acceptRequestUnknown': 'Accept the connection request in your wallet.',
  'connect.external.waitingFor': 'Waiting for {name}',
  'connect.external.waitingForUnknown': 'Waiting for your wallet',
  // Only the source of the initials on the image of a wallet that is no longer known.
  'connect.external.unknownWallet': 'your wallet',
  'connect.external.failedHint': 'You can try again, or choose another wallet.',
  // The list of a multi-chain wallet's namespaces and their status.
  'connect.external.chains': 'Chains',

  // Pairing a mobile wallet by QR code; {name} is the wallet's name.
  'connect.pairing.qrCode': 'Scan with your wallet',
  'connect.pairing.scanHint': "Scan the code with your phone's wallet. The code refreshes automatically.",
  'connect.pairing.copyLink': 'Copy link',
  'connect.pairing.openIn': 'Open in {name}',
  // Opens the pairing link as text, to select by hand.
  'connect.pairing.showLink': 'Show link',
  'connect.pairing.preparing': 'Preparing the code…',
  'connect.pairing.linkCopied': 'Link copied',
  'connect.pairing.copyFailed': 'Could not copy the link',

  // Signing in with Farcaster (ConnectingFarcaster): the link is approved in another tab or on a phone.
  'connect.farcaster.qrCode': 'Scan to sign in with Farcaster',
  'connect.farcaster.scanHint':
    'Scan the code with your phone, or open the link in a browser where you use Farcaster.',
  'connect.farcaster.open': 'Open',
  'connect.farcaster.waiting': 'Waiting for you to approve the sign-in…',
  'connect.farcaster.preparing': 'Preparing the sign-in link…',
  'connect.farcaster.signingIn': 'Signing in…',

  // Social login (ConnectingSocial): the provider's page is in a popup, or the page goes there.
  'connect.socialLogin.inProviderWindow': 'Connect in the provider window',
  'connect.socialLogin.retrieving': 'Retrieving user data',
  'connect.socialLogin.redirecting': 'Taking you to {provider}…',
  'connect.socialLogin.connectWith': 'Connect with {provider}',

  // Connect view: the word between the embedded wallet (email, socials) and the wallets.
  'connect.divider.or': 'or',
  // The button after the first social logos that shows the other providers.
  'connect.social.more': 'More sign-in options',
  // The quiet link at the foot of Connect, for a visitor who has no wallet yet.
  'connect.noWallet': 'I don’t have a wallet',
  // What is a wallet? (WhatIsAWallet view): its title, three short points, and its two ways on.
  'connect.whatIsAWallet.title': 'What is a wallet?',
  'connect.whatIsAWallet.assetsTitle': 'A home for your digital assets',
  'connect.whatIsAWallet.assetsText':
    'A wallet sends, receives, stores and shows your tokens and collectibles.',
  'connect.whatIsAWallet.loginTitle': 'A new way to sign in',
  'connect.whatIsAWallet.loginText':
    'Instead of a new account and password on every site, you connect your wallet.',
  'connect.whatIsAWallet.keysTitle': 'Yours alone',
  'connect.whatIsAWallet.keysText': 'Only you hold its keys: nothing leaves it without your approval.',
  'connect.whatIsAWallet.getAWallet': 'Get a wallet',
  'connect.whatIsAWallet.learnMore': 'Learn more',
  // The resend button while the §5 30 s cooldown runs; {seconds} counts down to 1.
  'connect.code.resendIn': 'Resend code in {seconds}s',
  // The name of each box of the one-time code after the first (which is named "Code").
  'connect.code.digit': 'Digit {index} of {count}',
} as const;
