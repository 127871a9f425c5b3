/** Texts of the account views and components. Keys start with `account.`. */
export const ACCOUNT_MESSAGES = {
  // Account and Receive opened while no wallet is connected.
  'account.noWallet': 'No wallet is connected.',
  // Button: opens the Connect view.
  'account.connectWallet': 'Connect a wallet',
  // The list of connected accounts (one per chain family), read by screen readers.
  'account.accounts': 'Accounts',
  // The region with the unsupported-network banner and the networks to switch to.
  'account.unsupportedNetwork': 'Unsupported network',
  // Row label before the active network's name; the button's accessible name adds the name.
  'account.network': 'Network',
  'account.networkButton': 'Network {network}',
  // Label before the number of connected wallets (the button reads "Wallets 2"); the wallets' list.
  'account.wallets': 'Wallets',
  // Buttons of the Account view.
  'account.send': 'Send',
  'account.receive': 'Receive',
  'account.swap': 'Swap',
  'account.disconnect': 'Disconnect',

  // An account card; {namespace} is a chain family such as "EVM" or "Solana".
  'account.card.label': '{namespace} account',
  'account.card.balanceUnavailable': 'Balance not available yet',
  // An amount and its token symbol, e.g. "1.234 ETH".
  'account.amount': '{amount} {symbol}',
  'account.copyAddress': 'Copy address',
  // Snackbar when the browser refuses the clipboard.
  'account.copyFailed': 'Could not copy the address',
  // The Connect button's text while connected to a network the app does not support.
  'account.wrongNetwork': 'Wrong network',

  // Button: opens the name registration.
  'account.chooseName': 'Choose a name',
  // The embedded wallet's email row: shown when the wallet does not tell its email.
  // Button: starts changing the embedded wallet's email.
  'account.email.change': 'Change email',
  // The embedded wallet's account type row: its label, the type, and the switch to the other type.
  'account.type.label': 'Account type',
  'account.type.smartAccount': 'Smart account',
  'account.type.eoa': 'EOA',
  'account.type.switchToSmartAccount': 'Switch to smart account',
  'account.type.switchToEoa': 'Switch to EOA',
  // The embedded wallet's user name (a Farcaster or social login), on the Account view.
  'account.userName': 'Username',
  // How an account logged in by a social provider or Farcaster is named in Account and Wallets;
  // {provider} is a brand name ("Google"), {username} the visitor's name there.
  'account.login.social': '{provider} · {username}',
  'account.login.farcaster': '{provider} · @{username}',

  // Status of one chain family while a multi-chain wallet connects.
  'account.namespace.waiting': 'Waiting',
  'account.namespace.notConnected': 'Not connected',

  // Your wallets: the status tag of each connection.
  'account.status.active': 'Active',
  'account.status.connected': 'Connected',
  'account.status.disconnected': 'Disconnected',
  // Buttons on a connection that is not the active one (short) and their accessible names.
  'account.wallets.switch': 'Switch',
  'account.wallets.reconnect': 'Reconnect',
  'account.wallets.switchTo': 'Switch to {wallet} ({namespace})',
  'account.wallets.reconnectWallet': 'Reconnect {wallet} ({namespace})',

  // Change email, opened with no change under way.
  'account.updateEmail.notStarted': 'No email change is under way: choose Change email on your account.',
  'account.updateEmail.unavailable': 'Only a wallet you log in to by email has an email to change.',
  // {email} is the current address, shown in bold.
  'account.updateEmail.current': 'Your email is {email}.',
  // The field's label.
  'account.updateEmail.newEmail': 'New email',
  // {email} is the current address, shown in bold.
  'account.updateEmail.primaryCode':
    'To confirm the change, enter the code we sent to your current email {email}.',
  // {email} is the new address, shown in bold.
  'account.updateEmail.secondaryCode': 'Now enter the code we sent to {email}.',
  // Button: back to typing the new email.
  'account.updateEmail.useAnother': 'Use another email',
  'account.updateEmail.sendingCodes': 'Sending the codes',
  'account.updateEmail.saving': 'Saving your new email',

  // Receive view: the QR code's description, and the heading of the networks it can receive on.
  'account.receive.qrCode': 'QR code of {address}',
  'account.receive.networks': 'Networks',
  'account.receive.receiveOn': 'Receive on',

  // The Account view's tabs (their list is named "Account" for screen readers).
  'account.tabs.label': 'Account',
  'account.tabs.tokens': 'Tokens',
  'account.tabs.nfts': 'NFTs',
  'account.tabs.activity': 'Activity',
  // Read by screen readers after the visible number of pending transactions on the Activity tab.
  'account.tabs.pending': '{count, plural, other {pending}}',
  // Button under a list: loads the next page, and its text while loading.
  'account.loadMore': 'Load more',
  'account.loadingMore': 'Loading…',

  'account.tokens.loading': 'Loading tokens',
  'account.tokens.empty': 'No tokens on this network yet.',
  // A token holding's worth in US dollars, e.g. "$1134.06".
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a dollar sign, then the catalogue's {value} argument.
  'account.tokens.worth': '${value}',

  'account.nfts.loading': 'Loading NFTs',
  'account.nfts.empty': 'No NFTs found yet.',

  'account.activity.loading': 'Loading activity',
  'account.activity.empty': 'No activity yet.',
  // What a transaction did, shown before what it moved ("Sent -5 PUSD").
  'account.activity.operation.send': 'Sent',
  'account.activity.operation.receive': 'Received',
  'account.activity.operation.mint': 'Minted',
  'account.activity.operation.burn': 'Burnt',
  'account.activity.operation.trade': 'Traded',
  'account.activity.operation.deploy': 'Deployed',
  'account.activity.operation.approve': 'Approved',
  'account.activity.operation.execute': 'Executed',
  // A row's accessible name: the operation, then what moved.
  'account.activity.row': '{operation} {transfers}',
  // What moved out of (-) or into (+) the account: an amount with its symbol, or an NFT's name.
  'account.activity.out': '-{item}',
  'account.activity.in': '+{item}',
  // An NFT that has no name.
  'account.activity.nft': 'NFT',
  // A transaction's status tag (confirmed ones show none).
  'account.activity.status.pending': 'pending',
  'account.activity.status.failed': 'failed',
  // How long ago a transaction was mined, abbreviated (§2): the same abbreviation for one and many.
  'account.activity.age.second': '{count, plural, other {# sec}}',
  'account.activity.age.minute': '{count, plural, other {# min}}',
  'account.activity.age.hour': '{count, plural, other {# hr}}',
  'account.activity.age.day': '{count, plural, other {# d}}',
  'account.activity.age.month': '{count, plural, other {# mo}}',
  'account.activity.age.year': '{count, plural, other {# yr}}',
  // Layout: the copy control of a row in the list of wallets, which says whose address.
  'account.wallets.copyAddress': 'Copy the address of {wallet}',
} as const;
