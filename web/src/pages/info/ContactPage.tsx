import { Link } from 'react-router';
import { usePublicPageTitle } from './publicTitle';
import { paths } from '../../../../common/paths';
import { TextAreaField, TextField } from '../../components/form';
import { ContactForm } from './contact/ContactFields';
import { useContactForm } from './contact/useContactForm';
import { SupportEmailLink } from './contact/SupportEmailLink';
import { Panel } from '../../components/Section';
import { T } from '../../i18n/Trans';
import { useT } from '../../i18n/useT';

const EMPTY = { name: '', email: '', subject: '', message: '', phone: '', company: '', website: '' };

function ContactPage() {
  const title = usePublicPageTitle('/contact');
  const t = useT();
  const contact = useContactForm(EMPTY, (values) => values);
  const { bind } = contact;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <title>{title}</title>
      <h1 className="font-display text-3xl font-semibold tracking-tight text-stone-900 sm:text-4xl">
        {t('contact.heading')}
      </h1>
      <p className="mt-3 max-w-2xl text-stone-600">{t('contact.intro')}</p>
      <div className="mt-10 grid gap-8 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ContactForm
            contact={contact}
            submitLabel={t('contact.sendMessage')}
            sent={{
              title: t('contact.sentTitle'),
              again: t('contact.sendAnotherMessage'),
              text: t('contact.sentText'),
            }}
          >
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField label={t('contact.name')} required autoComplete="name" {...bind('name')} />
              <TextField label={t('contact.email')} type="email" required autoComplete="email" {...bind('email')} />
              <TextField label={t('contact.phone')} optional type="tel" autoComplete="tel" {...bind('phone')} />
              <TextField label={t('contact.company')} optional autoComplete="organization" {...bind('company')} />
            </div>
            <TextField label={t('contact.subject')} required {...bind('subject')} />
            <TextAreaField label={t('contact.message')} required rows={6} {...bind('message')} />
          </ContactForm>
        </div>
        <aside className="space-y-6">
          <Panel id="email-support" title={t('contact.emailSupport')} size="lg">
            <SupportEmailLink />
            <p className="mt-2 text-sm text-stone-600">{t('contact.emailSupportText')}</p>
          </Panel>
          <Panel id="quick-links" title={t('contact.quickAnswers')} size="lg">
            <ul className="mt-3 space-y-2 text-sm">
              <li>
                <T id="contact.quickHelp" components={{ 0: <Link to={paths.help.href()} className="text-link" /> }} />
              </li>
              <li>
                <T id="contact.quickDocs" components={{ 0: <Link to={paths.docs.href()} className="text-link" /> }} />
              </li>
              <li>
                <T
                  id="contact.quickStatus"
                  components={{ 0: <Link to={paths.status.href()} className="text-link" /> }}
                />
              </li>
            </ul>
          </Panel>
        </aside>
      </div>
    </div>
  );
}

export { ContactPage as Component };
