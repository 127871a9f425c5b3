/** Texts of the actions views and components. Keys start with `actions.`. */
export const ACTIONS_MESSAGES = {
  // While the connected wallet is asked (sign-in, network switch).
  'actions.wallet.approveInWallet': 'Approve in wallet',
  'actions.wallet.waiting': 'Waiting for the wallet',

  // Send view: the form's field labels and buttons.
  'actions.send.token': 'Token',
  'actions.send.amount': 'Amount',
  // Button: fill in the whole balance.
  'actions.send.max': 'Max',
  'actions.send.receiver': 'Receiver address',
  'actions.send.receiverPlaceholder': 'Address or name',
  // Button: go to the review step.
  'actions.send.reviewButton': 'Review',
  // The name of the review step (read by screen readers).
  'actions.send.reviewStep': 'Review',
  // The review; {receiver} is an address or a name such as alice.reown.id.
  'actions.send.summary': 'Send {amount} {symbol} to {receiver}',
  // Button: back to the form, to change the draft.
  'actions.send.edit': 'Edit',
  // Button: send now, and its text while sending.
  'actions.send.send': 'Send',
  'actions.send.sending': 'Sending…',
  // The review's rows: the receiver, the network, the network fee (and its text while estimated).
  'actions.send.to': 'To',
  'actions.send.network': 'Network',
  'actions.send.networkFee': 'Network fee',
  'actions.send.feeEstimating': 'Estimating…',
  // The main button while a receiver typed as a name is looked up.
  'actions.send.resolvingName': 'Looking up the name…',

  // ApproveTransaction: opened with no request waiting.
  'actions.approval.nothingWaiting': 'No request is waiting for approval.',
  // The kinds of request to approve (headings).
  'actions.approval.title.signMessage': 'Sign message',
  'actions.approval.title.signTypedData': 'Sign typed data',
  'actions.approval.title.approveTransaction': 'Approve transaction',
  'actions.approval.title.approveRequest': 'Approve request',
  // Labels of a request's values: the receiver, the amount, the transaction's data, and so on.
  'actions.approval.to': 'To',
  'actions.approval.value': 'Value',
  'actions.approval.data': 'Data',
  'actions.approval.network': 'Network',
  'actions.approval.parameters': 'Parameters',
  // How many instructions a Solana transaction has.
  'actions.approval.instructions': 'Instructions',
  // The account that pays a Solana transaction's fee.
  'actions.approval.feePayer': 'Fee payer',
  // The receiver of a transaction that creates a contract.
  'actions.approval.newContract': 'New contract',
  'actions.approval.unknownAccount': 'unknown account',
  // A transaction's gas and fee fields; a value the dapp left out reads "Set by the wallet".
  'actions.approval.gasLimit': 'Gas limit',
  'actions.approval.gasPrice': 'Gas price',
  'actions.approval.maxFeePerGas': 'Max fee per gas',
  'actions.approval.maxPriorityFeePerGas': 'Max priority fee per gas',
  'actions.approval.nonce': 'Nonce',
  // A sign-in message's (EIP-4361) fields.
  'actions.approval.domain': 'Domain',
  'actions.approval.address': 'Address',
  'actions.approval.uri': 'URI',
  'actions.approval.chain': 'Chain',
  'actions.approval.issuedAt': 'Issued at',
  'actions.approval.expirationTime': 'Expiration time',
  'actions.approval.notBefore': 'Not before',
  'actions.approval.requestId': 'Request ID',
  'actions.approval.resources': 'Resources',
  // A Solana request's parts: each transaction, each instruction, a token transfer's amount and mint.
  'actions.approval.transaction': 'Transaction',
  // A batch of calls (wallet_sendCalls): "Call 1/2", and the token function a call calls.
  'actions.approval.call': 'Call',
  'actions.approval.function': 'Function',
  'actions.approval.instruction': 'Instruction',
  'actions.approval.amount': 'Amount',
  'actions.approval.mint': 'Mint',
  'actions.approval.delegate': 'Delegate',
  'actions.approval.memo': 'Memo',
  'actions.approval.setByWallet': 'Set by the wallet',
  // Warnings shown above a request's fields; ⟨U+…⟩ is how a hidden character is written.
  'actions.approval.warning.hiddenCharacters':
    'This request contains hidden or direction-changing characters. They are shown as ⟨U+…⟩.',
  'actions.approval.warning.unknownProgram': 'Unknown program {address}',

  // What a request will do, simulated before it is approved. {amount} is an amount with its token
  // ("0.01 ETH", "CryptoPunks #42"); {spender}, {address} full addresses; {token} a token's symbol.
  'actions.simulation.heading': 'What this will do',
  'actions.simulation.simulating': 'Simulating what this request will do…',
  'actions.simulation.unavailable':
    'This network cannot simulate the request, so what it will do is not shown. Check the fields below.',
  'actions.simulation.sent': 'You send {amount}',
  'actions.simulation.received': 'You receive {amount}',
  'actions.simulation.gain': '+{amount} to {address}',
  'actions.simulation.noChanges': 'No change to your balances',
  'actions.simulation.revert': 'This transaction will fail: {reason}',
  'actions.simulation.revertNoReason': 'This transaction will fail.',
  'actions.simulation.approval': 'Allows {spender} to spend {amount}',
  'actions.simulation.approvalUnlimited': 'Allows {spender} to spend all your {token}',
  'actions.simulation.approvalNft': 'Allows {spender} to take {amount}',
  'actions.simulation.approvalForAll': 'Allows {spender} to move every {token} you hold',
  'actions.simulation.revoke': 'Takes back the access of {spender} to your {token}',
  'actions.simulation.contractCreation': 'Creates a contract',
  'actions.simulation.nft': '{token} #{id}',
  'actions.simulation.permit': 'Allows {spender} to spend {amount}',
  'actions.simulation.permitUnlimited': 'Allows {spender} to spend all your {token}',
  'actions.simulation.permitOnce': 'Allows {spender} to take {amount} once',
  'actions.simulation.validUntil': 'Valid until {date}',
  'actions.simulation.noDeadline': 'Valid with no end date',
  'actions.simulation.warning.unlimited':
    'Unlimited approval: {spender} can take all your {token}, now and later.',
  'actions.simulation.warning.notContract':
    '{spender} is not a contract. Approvals usually go to an app’s contract; one to a plain account is a common scam.',

  // SIWXSignMessage view. The image's name gives its initials.
  'actions.siwx.image': 'Sign in',
  'actions.siwx.title': 'Sign in with your wallet',
  // {address} is the account's address, shown as code.
  'actions.siwx.prove':
    'Sign a message to prove you own {address}. It costs nothing and sends no transaction.',
  'actions.siwx.proveThisAccount':
    'Sign a message to prove you own this account. It costs nothing and sends no transaction.',
  // Button: sign the sign-in message.
  'actions.siwx.sign': 'Sign',

  // RegisterAccountName view; the name is typed without its ".reown.id" ending.
  'actions.name.form': 'Choose a name',
  'actions.name.label': 'Name',
  // An example name in the empty field (lowercase letters, digits or hyphens).
  'actions.name.placeholder': 'alice',
  'actions.name.checking': 'Checking…',
  // {name} is the whole name, e.g. alice.reown.id.
  'actions.name.available': '{name} is available',
  'actions.name.taken': '{name} is taken',
  // The list of free names like the taken one.
  'actions.name.suggestions': 'Suggestions',
  // Button, and its text while registering.
  'actions.name.register': 'Register',
  'actions.name.registering': 'Registering…',
  // RegisterAccountNameSuccess view.
  'actions.name.registered': 'Name registered',
  'actions.name.backToAccount': 'Back to Account',

  // Networks: {chain} is a chain family such as "EVM" or "Solana".
  'actions.network.group': '{chain} networks',
  // Tag after the network in use.
  'actions.network.active': 'Active',
  'actions.network.unsupported': 'This network is not supported. Switch to a supported network.',
  // SwitchNetwork and SwitchActiveChain headings; {name} is a network or a chain family.
  'actions.network.switchTo': 'Switch to {name}',
  'actions.network.switchHint': 'Your wallet will ask you to approve the switch.',
  // Button: ask the wallet to switch.
  'actions.network.switch': 'Switch',
  // {network} is the chosen network, {chain} its chain family, {activeChain} the connected one's.
  'actions.network.otherChain':
    '{network} is a {chain} network. Your wallet is connected on {activeChain} only: continue to connect a {chain} wallet.',
} as const;
