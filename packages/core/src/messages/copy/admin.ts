import { PLANS } from "../../plans/plans.ts";
import { SUPPORT_NAMES } from "../../plans/pricing-plans.ts";

/** /admin wording the spec does not word (its own texts come from core `MESSAGES`). */
export const ADMIN_COPY = {
  heading: "Admin",
  gateTitle: "Admin area",
  gateIntro: "Enter the admin password to unlock the admin tools for this session.",
  passwordLabel: "Admin password",
  unlock: "Unlock",
  unlocking: "Checking…",
  toolsIntro:
    "Manage plans and usage, delete accounts on request, export the newsletter list and read messages. Every action is audited.",
  usersHeading: "Users",
  searchLabel: "Find a user by email",
  searchPlaceholder: "name@example.com",
  search: "Search",
  noUsers: "No user matches this search.",
  usersLoading: "Searching…",
  planLabel: (email: string) => `Plan for ${email}`,
  setPlan: "Set plan",
  resetUsage: "Reset Usage",
  /** Deleting an account: what the privacy policy promises when a user asks for it. */
  deleteAccount: "Delete account",
  deleteAccountOf: (who: string) => `Delete the account of ${who}`,
  deleteTitle: (who: string) => `Delete the account of ${who}?`,
  deleteBody:
    "Its sessions, access tokens, batches, usage, organization settings, learning examples, contact messages and newsletter sign-up are deleted at once. The audit log keeps only that an admin deleted an account. This cannot be undone.",
  deleteCancel: "Cancel",
  deleted: (who: string) => `The account of ${who} was deleted.`,
  /** 409 `cannot_delete_self`: the admin's own session would go with it. */
  deleteSelf: "You cannot delete the account you are signed in with. Another admin can.",
  usedThisMonth: (count: string, limit: string, period: string) => `${count} / ${limit} images in ${period}`,
  you: "You",
  otherPlanUpdated: (who: string, plan: string) => `The plan of ${who} has been updated to ${plan}`,
  newsletterHeading: "Newsletter",
  newsletterIntro: "Everyone who subscribed through the site, as a CSV file.",
  newsletterExport: "Export subscribers (CSV)",
  messagesHeading: "Contact messages",
  messagesIntro:
    "From the contact page and the help center's support form. VIP (priority support) first, then Pro (email support), newest first in each.",
  /** Who sent a message, by their plan now: the support it is owed. */
  sender: {
    enterprise: `${PLANS.enterprise.label} · ${SUPPORT_NAMES.priority}`,
    pro: `${PLANS.pro.label} · ${SUPPORT_NAMES.email}`,
    free: `${PLANS.free.label} plan`,
    visitor: "Not signed in",
  },
  noMessages: "No messages yet.",
  fromHelp: "Help",
  fromContact: "Contact",
  loadFailed: "This could not be loaded. Please try again.",
  noEmail: "(no email)",
} as const;
