// The app namespace's messages, by id: the type of every English part (decision 058). A new part
// (<part>.<locale>.json in this folder) is added here too; common/i18n/catalogs.test.ts checks.
import type nav from './nav.en.json';
import type footer from './footer.en.json';
import type errors from './errors.en.json';
import type manage from './manage.en.json';
import type landing from './landing.en.json';
import type overview from './overview.en.json';
import type hosts from './hosts.en.json';
import type reveal from './reveal.en.json';
import type pricing from './pricing.en.json';
import type pages from './pages.en.json';
import type contact from './contact.en.json';
import type settings from './settings.en.json';
import type status from './status.en.json';
import type admin from './admin.en.json';
import type adminDashboard from './adminDashboard.en.json';
import type adminUsers from './adminUsers.en.json';
import type adminEvents from './adminEvents.en.json';
import type adminInbox from './adminInbox.en.json';
import type adminEmails from './adminEmails.en.json';
import type adminUploads from './adminUploads.en.json';
import type adminAudit from './adminAudit.en.json';
import type adminSystem from './adminSystem.en.json';
import type features from './features.en.json';
import type legal from './legal.en.json';
import type uploadsTab from './uploadsTab.en.json';
import type auth from './auth.en.json';
import type faq from './faq.en.json';
import type help from './help.en.json';
import type namedList from './namedList.en.json';
import type albums from './albums.en.json';
import type tables from './tables.en.json';
import type blog from './blog.en.json';
import type rsvpsTab from './rsvpsTab.en.json';
import type guestbookTab from './guestbookTab.en.json';
import type docs from './docs.en.json';
import type security from './security.en.json';
import type eventLanguage from './eventLanguage.en.json';
import type accountLanguage from './accountLanguage.en.json';
import type licenses from './licenses.en.json';
import type dashboard from './dashboard.en.json';
import type rsvpStatus from './rsvpStatus.en.json';
import type privacy from './privacy.en.json';
import type eventForm from './eventForm.en.json';
import type createEvent from './createEvent.en.json';
import type components from './components.en.json';
import type account from './account.en.json';
import type apiTokens from './apiTokens.en.json';
import type webhooks from './webhooks.en.json';
import type tableCard from './tableCard.en.json';

export type AppMessages = typeof nav &
  typeof footer &
  typeof errors &
  typeof manage &
  typeof landing &
  typeof overview &
  typeof hosts &
  typeof reveal &
  typeof pricing &
  typeof pages &
  typeof contact &
  typeof settings &
  typeof status &
  typeof admin &
  typeof adminDashboard &
  typeof adminUsers &
  typeof adminEvents &
  typeof adminInbox &
  typeof adminEmails &
  typeof adminUploads &
  typeof adminAudit &
  typeof adminSystem &
  typeof features &
  typeof legal &
  typeof uploadsTab &
  typeof auth &
  typeof faq &
  typeof help &
  typeof namedList &
  typeof albums &
  typeof tables &
  typeof blog &
  typeof rsvpsTab &
  typeof guestbookTab &
  typeof docs &
  typeof security &
  typeof eventLanguage &
  typeof accountLanguage &
  typeof licenses &
  typeof dashboard &
  typeof rsvpStatus &
  typeof privacy &
  typeof eventForm &
  typeof createEvent &
  typeof components &
  typeof account &
  typeof apiTokens &
  typeof webhooks &
  typeof tableCard;
