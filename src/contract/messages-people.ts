/**
 * Server messages (src/contract/messages.ts explains their form): merchants, users, roles, menus, organizations, clients and cases.
 */
export const peopleMessages = {
  'merchant.statusUpdated': /*i18n*/ { id: 'QE/FW2', message: 'Merchant status updated.' },
  'organization.approved': /*i18n*/ {
    id: 'ncZ+Jw',
    message: 'Organization approved. Its Merchant Admin has been sent a first-time login link.',
  },
  'organization.rejected': /*i18n*/ { id: 'aipnKb', message: 'Organization rejected.' },
  'organization.notPending': /*i18n*/ {
    id: 'R4R+00',
    message: 'This organization is no longer waiting for approval.',
  },
  'organization.emailNotVerified': /*i18n*/ {
    id: 'yxFfy+',
    message: 'This organization cannot be approved until its email is verified.',
  },
  'merchant.created': /*i18n*/ { id: 'GbeJoZ', message: 'Merchant submitted for approval.' },
  'merchant.updated': /*i18n*/ { id: '4g3b48', message: 'Merchant updated and submitted for approval.' },
  'merchant.approved': /*i18n*/ { id: 'aSiCi1', message: 'Merchant approved. It is now active.' },
  'merchant.rejected': /*i18n*/ { id: 'hRDAe3', message: 'Merchant rejected.' },
  'merchant.ownSubmission': /*i18n*/ {
    id: 'zq8G3u',
    message: 'You cannot approve or reject a merchant you submitted.',
  },
  'merchant.notPending': /*i18n*/ { id: 'cMnjRP', message: 'This merchant is not waiting for approval.' },
  'merchant.alreadyExists': /*i18n*/ {
    id: 'N45Chi',
    message: 'A different merchant with this ID already exists.',
  },
  'merchant.notApproved': /*i18n*/ { id: 'VdZul+', message: 'Only an approved merchant can be activated.' },
  'merchant.registrationOpen': /*i18n*/ {
    id: '0edsCP',
    message: 'This merchant registered itself. Approve or reject it on the organization approval screen.',
  },
  'merchant.changeProposed': /*i18n*/ {
    id: 'J4b15I',
    message: 'Change submitted for approval. The current details stay until a Checker approves it.',
  },
  'merchant.changeWithdrawn': /*i18n*/ {
    id: 'JkOetX',
    message: "The proposed change is withdrawn. The merchant's details are unchanged.",
  },
  'merchant.changeApproved': /*i18n*/ {
    id: '8Fkr81',
    message: 'Change approved. The new details are now in effect.',
  },
  'merchant.changeRejected': /*i18n*/ {
    id: 'GqHZhJ',
    message: "Change rejected. The merchant's details are unchanged.",
  },
  'merchant.changePending': /*i18n*/ {
    id: 'WcN9FY',
    message:
      "Another user's change to this merchant is waiting for approval. Edit it again once a Checker has decided it.",
  },
  'merchant.proposalChanged': /*i18n*/ {
    id: 'rlam4E',
    message: 'The proposed change was replaced after you opened it. Review the new one before deciding.',
  },
  'user.created': /*i18n*/ {
    id: 'Zs5rpd',
    message: 'User created. A first-time login link was sent to their email.',
  },
  'user.updated': /*i18n*/ { id: 'mkYZUJ', message: 'User profile updated.' },
  'user.activated': /*i18n*/ { id: 'q7/9yh', message: 'User activated.' },
  'user.deactivated': /*i18n*/ { id: 'jgTPCT', message: 'User deactivated.' },
  'user.deleted': /*i18n*/ { id: 'hbpQ70', message: 'User deleted.' },
  'user.createFailed': /*i18n*/ { id: 'bPB9Z+', message: 'Fail to create user profile, please try again' },
  'user.updateFailed': /*i18n*/ { id: 'QZRQc4', message: 'Fail to update user profile, please try again' },
  'user.usernameTaken': /*i18n*/ { id: 'iONOLk', message: 'This username is already taken.' },
  'user.merchantRequired': /*i18n*/ { id: 'W6eFOD', message: 'Choose the merchant this user belongs to.' },
  'user.merchantNotAllowed': /*i18n*/ {
    id: 'EDbxH8',
    message: 'A user with a staff role cannot belong to a merchant.',
  },
  'user.roleNotAllowed': /*i18n*/ { id: 'VB3zsX', message: 'You may not give this role.' },
  'user.ownStatus': /*i18n*/ { id: 'OczCaQ', message: 'You cannot change the status of your own account.' },
  'user.statusNotAllowed': /*i18n*/ {
    id: 'KsdfPa',
    message: 'This status change is not possible for this user.',
  },
  'user.ownAccountField': /*i18n*/ {
    id: 'auXR5m',
    message:
      'You cannot change your own role, level, email or mobile number here. Change your email and mobile number in Account settings.',
  },
  'user.createdForApproval': /*i18n*/ {
    id: '9O/p5Y',
    message:
      'User created as Maker and a first-time login link was sent. The Checker level is sent for approval.',
  },
  'user.changeProposed': /*i18n*/ {
    id: 'vqu6u9',
    message: 'Sent for approval. The change applies once another Checker approves it.',
  },
  'user.changePending': /*i18n*/ {
    id: 't1+OQ6',
    message: "Another person's change to this user is awaiting approval. A Checker must decide it first.",
  },
  'user.noPendingChange': /*i18n*/ { id: 'QtoOY8', message: 'This user has no change awaiting approval.' },
  'user.proposalChanged': /*i18n*/ {
    id: 'wCFSrl',
    message:
      'The change awaiting approval was replaced after you opened it. Review the new one before deciding.',
  },
  'user.checkerOnly': /*i18n*/ {
    id: 'HmZlNW',
    message: 'Only a staff Checker can approve or reject a change to a user.',
  },
  'user.ownProposal': /*i18n*/ {
    id: '/4prZB',
    message: 'You cannot approve or reject a change you proposed.',
  },
  'user.ownChangeDecision': /*i18n*/ {
    id: 'vPWUuN',
    message: 'You cannot approve or reject a change to your own account.',
  },
  'user.lastChecker': /*i18n*/ {
    id: 'aSkcJ7',
    message: 'This is the only active staff Checker. Make another staff user a Checker first.',
  },
  'user.changeApproved': /*i18n*/ { id: 'RNKD07', message: 'Change approved and applied.' },
  'user.changeRejected': /*i18n*/ { id: 'AFmQJh', message: 'Change rejected.' },
  'role.created': /*i18n*/ { id: 'd7YZ2K', message: 'Role created.' },
  'role.updated': /*i18n*/ { id: '2xURMc', message: 'Role updated.' },
  'role.nameTaken': /*i18n*/ { id: 'oAhgIJ', message: 'A role with this name already exists.' },
  'role.systemLocked': /*i18n*/ {
    id: 'ZeC9Hu',
    message: 'The permissions of the Super Admin role cannot be changed.',
  },
  'role.systemName': /*i18n*/ { id: 'Axw6sF', message: 'The name of a built-in role cannot be changed.' },
  'role.menusSaved': /*i18n*/ { id: 'F7Bn+7', message: 'Menu permissions saved.' },
  'role.functionsSaved': /*i18n*/ { id: 'ztuKpD', message: 'Function permissions saved.' },
  'role.staffMenu': /*i18n*/ { id: 'a8THgx', message: 'A merchant role cannot be given staff menus: {keys}' },
  'role.unknownMenu': /*i18n*/ { id: 'D0wDQC', message: 'Unknown menu items: {keys}' },
  'menu.saved': /*i18n*/ { id: '1l0nPj', message: 'Menu item saved.' },
  'menu.keyTaken': /*i18n*/ { id: 'Hd/pkf', message: 'A menu item with this key already exists.' },
  'menu.parentInvalid': /*i18n*/ { id: 'CpgjNW', message: 'The parent must be a category.' },
  'case.created': /*i18n*/ { id: 'FhoU7I', message: 'Service request submitted.' },
  'case.createFailed': /*i18n*/ { id: 'Jzvd1b', message: 'Failed to create case, please try again later' },
  'case.replied': /*i18n*/ { id: 'DcfsBG', message: 'Reply sent.' },
  'case.statusUpdated': /*i18n*/ { id: 'xpR09N', message: 'Service request updated.' },
  'case.assigned': /*i18n*/ { id: 'ys8ULb', message: 'Service request assigned.' },
  'case.closed': /*i18n*/ { id: 'BDIrIF', message: 'This service request is closed and cannot be changed.' },
  'case.transitionNotAllowed': /*i18n*/ {
    id: '+npRBO',
    message: 'A service request cannot move from {from} to {to}.',
  },
  'case.reopenExpired': /*i18n*/ {
    id: 'bP+HWZ',
    message: 'A resolved service request can only be reopened within {days} days.',
  },
  'case.assigneeNotStaff': /*i18n*/ { id: 'u2415U', message: 'Assign the service request to a staff user.' },
  'client.created': /*i18n*/ { id: 'qg2384', message: 'Client created.' },
  'client.updated': /*i18n*/ { id: 'CJd8TQ', message: 'Client updated.' },
  'client.statusUpdated': /*i18n*/ { id: 'Lss1nQ', message: 'Client status updated.' },
  'client.alreadyExists': /*i18n*/ {
    id: 'Wr9irf',
    message: 'A different client with this ID already exists.',
  },
  'client.currencyCode': /*i18n*/ {
    id: 'S7TtLL',
    message: 'Use a 3-letter ISO 4217 currency code, such as MYR.',
  },
  'client.codeFormat': /*i18n*/ { id: '0eD9VR', message: 'Use letters and digits only.' },
  'client.logoType': /*i18n*/ { id: 'O8fx20', message: 'A logo must be a JPEG, PNG or WebP image.' },
} as const satisfies Record<string, { readonly id: string; readonly message: string }>;
